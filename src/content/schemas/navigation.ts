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
  /** The header's emergency link, on the first screen of every page: the words of the link to /emergency-support. */
  emergency: text,
  /** The groups, in menu order. */
  groups: uniqueBy(menuGroupSchema, 'id').min(1),
  /** The first link of every page, shown when focused: it skips the header to the page's main content. */
  skipLink: text,
  /** The menu's own words. */
  menu: z.strictObject({
    /** What screen readers call the menu's navigation region, like "Main". */
    label: text,
    /** The heading at the top of the phone drawer, and the words of the button that opens it. */
    title: text,
    /** What screen readers hear for the drawer's close button. */
    close: text,
    /** The badge of a link marked "popular". */
    popular: text,
  }),
  /** The words of /sitemap around the menu's groups; its first button is the header's action. */
  sitemap: z.strictObject({
    /** What screen readers call the row of buttons under the heading. */
    quickActions: text,
    /** The button to /packages. */
    packages: text,
    /** The button to /emergency-support. */
    emergency: text,
    /** The heading of the lists' section, heard by screen readers only. */
    allPages: text,
    /** The heading of the list of pages the menu does not name. */
    more: text,
  }),
  /** The trail of links at the top of every page below the home page: its name for screen readers, and the name of its first link (the home page). */
  breadcrumb: z.strictObject({
    /** What screen readers call the trail, like "Breadcrumb". */
    label: text,
    /** The first link's words, like "Home". */
    home: text,
  }),
});

export type MenuItem = z.infer<typeof menuItemSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
