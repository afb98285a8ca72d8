import { resolve, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin, ViteDevServer } from 'vite';
import { contentDir } from '../src/content/files.ts';
import { watchContentFolder } from './content-watcher.ts';

interface DevContentResult {
  problems: string[];
  milliseconds: number;
}

/** What the content step's thread answers (content-dev-thread.mjs): a run's result, or, before it, that the last clean run's output can be served. */
type ThreadAnswer = { id: number; result: DevContentResult } | { id: number; error: string } | { id: number; servable: true };

const noop = () => undefined;

/** A run asked of the thread: its result, and `servable`, which settles as soon as the pages can be served (at the latest with the result). */
interface AskedRun {
  result: Promise<DevContentResult>;
  servable: Promise<void>;
}

/**
 * The content step on a thread of its own (content-dev-thread.mjs), which keeps the content in memory
 * between runs. `restart` ends it, so the next run starts a new one from the step's code as it is then.
 */
function contentThread() {
  let thread: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (result: DevContentResult) => void; reject: (error: Error) => void; servable: () => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    thread = undefined;
  };
  const start = () => {
    // A run after an edit makes and drops short-lived objects for every entry (tens of megabytes at ten thousand
    // articles): a young generation four times V8's default collects them in fewer, cheaper pauses (an edit
    // shown about a fifth sooner at ten thousand articles).
    const started = new Worker(new URL('./content-dev-thread.mjs', import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: 192 } });
    started.on('message', (answer: ThreadAnswer) => {
      const asked = waiting.get(answer.id);
      if ('servable' in answer) return asked?.servable();
      waiting.delete(answer.id);
      if ('error' in answer) asked?.reject(new Error(answer.error));
      else asked?.resolve(answer.result);
    });
    started.on('error', failAll);
    started.on('exit', (code) => started === thread && failAll(new Error(`The content step's thread stopped (code ${code})`)));
    return started;
  };
  return {
    checkAndWrite(changed?: readonly string[]): AskedRun {
      thread ??= start();
      const id = nextId++;
      let servable!: () => void;
      const early = new Promise<void>((resolve) => (servable = resolve));
      const result = new Promise<DevContentResult>((resolve, reject) => waiting.set(id, { resolve, reject, servable }));
      thread.postMessage({ id, changed });
      return { result, servable: Promise.race([early, result.then(noop, noop)]) };
    },
    async restart(): Promise<void> {
      const ended = thread;
      thread = undefined;
      await ended?.terminate();
    },
  };
}

/**
 * In the dev server, runs the content step at start and on every change to content (or to a
 * schema). Problems show in the browser overlay while the server keeps serving the last good
 * content; fixing the file reloads the page with the overlay gone. The content folder is
 * watched here, one watch per folder, and left out of Vite's own watcher.
 */
export function contentDevPlugin(): Plugin {
  let server: ViteDevServer;
  let problems: string[] = [];
  let running: Promise<void> = Promise.resolve();
  /** What a request waits for: the first run, until it says the last clean run's output can be served; then each run. */
  let servable: Promise<void> = Promise.resolve();
  let folderWatcher: { close(): void } | undefined;
  /** Paths saved since the last run started; null asks for a run over everything (a schema changed). */
  let pending: Set<string> | null = new Set();
  let scheduled = false;

  const showProblems = () => {
    if (problems.length === 0) return;
    server.ws.send({
      type: 'error',
      err: { message: `Content problems:\n\n${problems.join('\n')}`, stack: '', plugin: 'content' },
    });
  };

  let step: ReturnType<typeof contentThread> | undefined;
  /** The first run, asked for as soon as the configuration is known: the thread starts while Vite makes ready. */
  let firstRun: AskedRun | undefined;

  const run = async (changed: readonly string[] | undefined, reload: boolean, asked?: AskedRun) => {
    step ??= contentThread();
    const result = await (asked ?? step.checkAndWrite(changed)).result;
    problems = result.problems;
    if (problems.length > 0) {
      server.config.logger.error(problems.join('\n'), { timestamp: true });
      showProblems();
    } else if (reload) {
      server.config.logger.info(`content updated in ${result.milliseconds} ms`, { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    } else server.config.logger.info(`content checked in ${result.milliseconds} ms`, { timestamp: true });
  };

  // Saves arriving together (an editor writing several files, a rename) make one run.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    running = running
      .then(() => new Promise((done) => setTimeout(done, 5)))
      .then(() => {
        scheduled = false;
        const changed = pending ? [...pending] : undefined;
        pending = new Set();
        // A schema changed: the run starts from nothing, on a new thread with the step's code as it is now.
        return (changed || !step ? Promise.resolve() : step.restart()).then(() => run(changed, true));
      })
      .catch((error) => server.config.logger.error(String(error)));
    servable = running;
  };

  return {
    name: 'content-dev',
    apply: 'serve',
    config(config, env) {
      const folder = contentDir(resolve(config.root ?? process.cwd()));
      const inContent = (path: string) => path === folder || path.startsWith(folder + sep);
      // The content step's thread loads its code and checks the content while Vite makes itself ready (about a
      // second at ten thousand articles): not for a preview, which serves the built site.
      if (!env.isPreview) {
        // Watched from before the first run reads the folder, so no save is missed; a save before the server is
        // made waits for it (configureServer), then runs after the first run.
        folderWatcher = watchContentFolder(folder, (path) => {
          pending?.add(path);
          if (server) schedule();
        });
        step = contentThread();
        firstRun = step.checkAndWrite();
        firstRun.result.catch(noop);
      }
      return { server: { watch: { ignored: [inContent] } } };
    },
    configureServer(devServer) {
      server = devServer;
      const root = server.config.root;
      server.ws.on('connection', () => setTimeout(showProblems, 100));
      const schemas = resolve(root, 'src/content/schemas') + sep;
      server.watcher.on('all', (_event, file) => {
        if (!resolve(root, file).startsWith(schemas)) return;
        pending = null;
        schedule();
      });
      running = run(undefined, false, firstRun).catch((error) => server.config.logger.error(String(error)));
      servable = firstRun?.servable ?? running;
      if (pending?.size) schedule();
      // Nothing is served before the generated modules are those of the content: written by the first run, or left
      // by the last clean run of the same content (content-dev.ts); and a request made during a run after an edit waits for it.
      server.middlewares.use(async (_req, _res, next) => {
        await servable;
        next();
      });
    },
    buildEnd() {
      folderWatcher?.close();
      void step?.restart();
    },
  };
}
