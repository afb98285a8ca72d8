/** The id of a menu group's panel of links: the desktop menu renders it, the phone drawer reads it. */
export function menuPanelId(groupId: string): string {
  return `menu-panel-${groupId}`;
}
