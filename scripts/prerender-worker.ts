/**
 * A worker thread of the pre-render step. It starts loading the server bundle at once (the thread
 * that started it may still be working out which pages to render), then renders the share of the
 * pages it is sent ({ kind: 'job' }) and reports them. Each page's CSS is asked of the thread that
 * started it ({ kind: 'css' }, answered with the request's id), which works out the CSS of each key
 * once for every thread.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageCss, PageCssRequest } from './page-css';
import { redirectPage } from './page-document';
import { renderPages, type RenderJob } from './render-pages';

/** What a pre-render thread sends: a page's CSS to work out, or its pages, rendered. */
export type WorkerMessage = { kind: 'css'; id: number; request: PageCssRequest } | { kind: 'done'; results: Awaited<ReturnType<typeof renderPages>> };

/**
 * What the thread that started it sends: the pages to render (`open`: more may follow, in { kind: 'more' }
 * messages, until { kind: 'end' }), or the CSS asked for.
 */
export type ParentMessage =
  | { kind: 'job'; job: RenderJob; open: boolean }
  | { kind: 'more'; paths: string[]; notFoundFiles?: Record<string, string> }
  | { kind: 'end' }
  | { kind: 'css'; id: number; css: PageCss };

/** What a pre-render thread is started with: the server bundle it renders with (the job's serverEntry). */
export interface WorkerStart {
  serverEntry: string;
}

const port = parentPort!;
// The same module renderPages imports: by then loaded, or on its way.
import(pathToFileURL((workerData as WorkerStart).serverEntry).href).catch(() => undefined);
const waiting = new Map<number, (css: PageCss) => void>();
let nextId = 0;
const askCss = (request: PageCssRequest) =>
  new Promise<PageCss>((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    port.postMessage({ kind: 'css', id, request } satisfies WorkerMessage);
  });

/** The job being rendered, and whether more of its pages may come (with what wakes the renders waiting for them). */
let current: { job: RenderJob; open: boolean; arrived?: Promise<void>; wake?: () => void } | undefined;

/** Waits for more pages of the open job: true once some came, false when none will. */
async function more(): Promise<boolean> {
  if (!current?.open) return false;
  current.arrived ??= new Promise<void>((resolve) => (current!.wake = resolve));
  await current.arrived;
  return true;
}

/** Wakes the renders waiting for more pages (more() then says whether any came). */
function arrived(): void {
  const waiting = current?.wake;
  if (current) current.arrived = current.wake = undefined;
  waiting?.();
}

async function run(job: RenderJob, open: boolean): Promise<void> {
  current = { job, open };
  port.postMessage({ kind: 'done', results: await renderPages(job, (to) => redirectPage(to, job.origin), askCss, more) } satisfies WorkerMessage);
  // Nothing more to ask: the thread may end.
  port.unref();
}

port.on('message', (message: ParentMessage) => {
  if (message.kind === 'job') {
    // A failure ends the thread with it, which the thread that started it reports.
    run(message.job, message.open).catch((error: unknown) => {
      throw error;
    });
    return;
  }
  if (message.kind === 'more') {
    current!.job.paths.push(...message.paths);
    if (message.notFoundFiles) current!.job.notFoundFiles = { ...current!.job.notFoundFiles, ...message.notFoundFiles };
    arrived();
    return;
  }
  if (message.kind === 'end') {
    current!.open = false;
    arrived();
    return;
  }
  waiting.get(message.id)!(message.css);
  waiting.delete(message.id);
});
