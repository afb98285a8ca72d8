import { z } from 'zod';
import { internalPath, slug, text, uniqueBy } from '../fields';

const menuItemSchema = z.strictObject({
  /** The link text. */
  label: text,
  /** The page it opens: a path the route table produces. */
  href: internalPath,
  /** One line under the link in the mega-menu. */
  description: text,
  /** Shows a "Popular" badge next to the link. */
  popular: z.boolean().default(false),
});

const menuGroupSchema = z.strictObject({
  /** A stable id for the group, like "patient-care". */
  id: slug,
  /** The group's heading in the menu. */
  label: text,
  /** The links of the group, in menu order. */
  items: uniqueBy(menuItemSchema, 'href').min(1),
});

/** content/site/navigation.json: the header's menu groups, used by the desktop mega-menu and the mobile drawer. */
export const navigationSchema = z.strictObject({
  /** The header's one button, beside the menu and at the foot of the phone drawer. */
  action: z.strictObject({
    /** The button's words. */
    label: text,
    /** The page it opens: a path the route table produces. */
    href: internalPath,
  }),
  /** The groups, in menu order. */
  groups: uniqueBy(menuGroupSchema, 'id').min(1),
  /** The trail of links at the top of every page below the home page: its name for screen readers, and the name of its first link (the home page). */
  breadcrumb: z.strictObject({
    /** What screen readers call the trail, like "Breadcrumb". */
    label: text,
    /** The first link's words, like "Home". */
    home: text,
  }),
});

export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuGroup = z.infer<typeof menuGroupSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
