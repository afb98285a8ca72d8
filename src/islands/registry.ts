import type { ComponentProps, ComponentType } from 'react';

/**
 * Every island of the site: the interactive parts of a page, each hydrated on its own. The
 * browser loads an island's code only when a page has it and its moment comes (see runtime.ts);
 * adding one is one line here and an `<Island name=…>` on the page.
 */
export const islandLoaders = {
  ArticleActions: () => import('./ArticleActions'),
  BackButton: () => import('./BackButton'),
  BlogSearch: () => import('./BlogSearch'),
  CostEstimator: () => import('./CostEstimator'),
  DoctorApplicationForm: () => import('./DoctorApplicationForm'),
  DoctorProfileForm: () => import('./DoctorProfileForm'),
  HospitalFilter: () => import('./HospitalFilter'),
  HospitalTour: () => import('./HospitalTour'),
  NewsletterForm: () => import('./NewsletterForm'),
  NotFoundDetails: () => import('./NotFoundDetails'),
  PatientFilter: () => import('./PatientFilter'),
  ProcedureSelector: () => import('./ProcedureSelector'),
  SiteMenu: () => import('./SiteMenu'),
  ResourceSearch: () => import('./ResourceSearch'),
  RequestForm: () => import('./RequestForm'),
  Tabs: () => import('./Tabs'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandLoaders;

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>['default'];

/** What a page passes to an island, written into the HTML as JSON (slots travel as HTML instead). */
export type IslandProps<N extends IslandName> = Omit<ComponentProps<IslandComponent<N>>, 'slots'>;

/** The names of the server-rendered HTML parts an island adopts, when it has any. */
export type IslandSlotNames<N extends IslandName> = ComponentProps<IslandComponent<N>> extends { slots: Record<infer K, string> } ? K : never;

/** When an island wakes: at the page's load event, when the browser is idle after it, when it scrolls into view after it, or on first touch (which always wakes it at once). */
export type IslandWhen = 'load' | 'idle' | 'visible' | 'interaction';
