import { resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { contentDir } from '../src/content/files.ts';
import { watchContentFolder } from './content-watcher.ts';

interface DevContentResult {
  problems: string[];
  milliseconds: number;
}

type DevContentStep = { checkAndWrite: (changed?: readonly string[]) => Promise<DevContentResult> };

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

  const run = async (changed: readonly string[] | undefined, reload: boolean) => {
    const step = (await server.ssrLoadModule('/scripts/content-dev.ts')) as DevContentStep;
    const result = await step.checkAndWrite(changed);
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
        return run(changed, true);
      })
      .catch((error) => server.config.logger.error(String(error)));
  };

  return {
    name: 'content-dev',
    apply: 'serve',
    config(config) {
      const folder = contentDir(resolve(config.root ?? process.cwd()));
      const inContent = (path: string) => path === folder || path.startsWith(folder + sep);
      return { server: { watch: { ignored: [inContent] } } };
    },
    configureServer(devServer) {
      server = devServer;
      const root = server.config.root;
      server.ws.on('connection', () => setTimeout(showProblems, 100));
      folderWatcher = watchContentFolder(contentDir(root), (path) => {
        pending?.add(path);
        schedule();
      });
      const schemas = resolve(root, 'src/content/schemas') + sep;
      server.watcher.on('all', (_event, file) => {
        if (!resolve(root, file).startsWith(schemas)) return;
        pending = null;
        schedule();
      });
      running = run(undefined, false).catch((error) => server.config.logger.error(String(error)));
      // Nothing is served before the first content step has written the generated modules.
      server.middlewares.use(async (_req, _res, next) => {
        await running;
        next();
      });
    },
    buildEnd() {
      folderWatcher?.close();
    },
  };
}
