import type { Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves `html` at `path` from a server of the test's own, as a slow link delivers it: the first `split` characters,
 * then the rest when `rest` is called. Nothing else comes from that server: the page's stylesheet and scripts never arrive.
 */
export async function inTwoPieces(page: Page, path: string, html: string, split: number) {
  let rest: () => void = () => undefined;
  const server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, split));
    rest = () => response.end(html.slice(split));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  await page.route((url) => url.port === String(port) && url.pathname !== path, (route) => route.abort());
  return {
    origin: `http://127.0.0.1:${port}`,
    rest: () => rest(),
    close: async () => {
      rest();
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}

/** Where the element with `id` starts in `html`: a split there leaves that element, and all after it, to the second piece. */
export const splitBefore = (html: string, id: string) => html.lastIndexOf('<', html.indexOf(` id="${id}"`));
