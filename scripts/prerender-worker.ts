/** A worker thread of the pre-render step: renders its share of the pages and reports them. */
import { parentPort, workerData } from 'node:worker_threads';
import { redirectPage } from './page-document';
import { renderPages, type RenderJob } from './render-pages';

const job = (workerData as { job: RenderJob }).job;
parentPort!.postMessage(await renderPages(job, (to) => redirectPage(to, job.origin)));
