/** Share images (Open Graph, Twitter) are 1200 × 630 PNG files, one per page, written at build under /share/. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** The share image of the page at `pathname`: "/share/index.png" for the home page, "/share/packages/x.png" for /packages/x. */
export function shareImagePath(pathname: string): string {
  return pathname === '/' ? '/share/index.png' : `/share${pathname.replace(/\/$/, '')}.png`;
}
