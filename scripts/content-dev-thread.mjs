// The dev server's content step, on a thread of its own (vite-content-plugin.ts starts it): the content
// step (content-dev.ts) bundled as plain JavaScript (bundled-start.mjs) and imported as it is. Through
// Vite's module runner its hundred modules were transformed one by one before the first check, and each
// check held the thread that answers the browser. It keeps the content in memory between runs; the
// plugin starts a new thread when a file the step is made from changes (a schema).
import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { bundledScript } from './bundled-start.mjs';

const { devContentStep } = await import(pathToFileURL(await bundledScript(process.cwd(), 'content-dev.ts')).href);
const { checkAndWrite } = devContentStep();

// The plugin asks for one run at a time; the answer carries the id it was asked with, as does the word, before it,
// that the pages can be served from what the last clean run wrote (content-dev.ts).
parentPort.on('message', ({ id, changed }) => {
  checkAndWrite(changed, () => parentPort.postMessage({ id, servable: true })).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
