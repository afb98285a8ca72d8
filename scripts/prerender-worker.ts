/**
 * A worker thread of the pre-render step: renders its share of the pages and reports them. Each
 * page's CSS is asked of the thread that started it ({ kind: 'css' }, answered with the request's
 * id), which works out the CSS of each key once for every thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PageCss, PageCssRequest } from './page-css';
import { redirectPage } from './page-document';
import { renderPages, type RenderJob } from './render-pages';

/** What a pre-render thread sends: a page's CSS to work out, or its pages, rendered. */
export type WorkerMessage = { kind: 'css'; id: number; request: PageCssRequest } | { kind: 'done'; results: Awaited<ReturnType<typeof renderPages>> };

const port = parentPort!;
const job = (workerData as { job: RenderJob }).job;
const waiting = new Map<number, (css: PageCss) => void>();
port.on('message', ({ id, css }: { id: number; css: PageCss }) => {
  waiting.get(id)!(css);
  waiting.delete(id);
});
let nextId = 0;
const askCss = (request: PageCssRequest) =>
  new Promise<PageCss>((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    port.postMessage({ kind: 'css', id, request } satisfies WorkerMessage);
  });
port.postMessage({ kind: 'done', results: await renderPages(job, (to) => redirectPage(to, job.origin), askCss) } satisfies WorkerMessage);
// Nothing more to ask: the thread may end.
port.unref();
