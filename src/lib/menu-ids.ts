/** The id of a menu group's panel of links. */
export function menuPanelId(groupId: string): string {
  return `menu-panel-${groupId}`;
}

/** The id of the site menu: the mega-menu at desktop widths, the popover drawer the Menu button opens below them. */
export const siteMenuId = 'site-menu';
