import { resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

interface DevContentResult {
  problems: string[];
}

/**
 * In the dev server, runs the content step at start and on every change under content/.
 * Problems show in the browser overlay while the server keeps serving the last good content;
 * fixing the file reloads the page with the overlay gone.
 */
export function contentDevPlugin(): Plugin {
  let server: ViteDevServer;
  let problems: string[] = [];
  let running: Promise<void> = Promise.resolve();

  const showProblems = () => {
    if (problems.length === 0) return;
    server.ws.send({
      type: 'error',
      err: { message: `Content problems:\n\n${problems.join('\n')}`, stack: '', plugin: 'content' },
    });
  };

  const run = async (reload: boolean) => {
    const step = (await server.ssrLoadModule('/scripts/content-dev.ts')) as { checkAndWrite: () => Promise<DevContentResult> };
    const result = await step.checkAndWrite();
    problems = result.problems;
    if (problems.length > 0) {
      server.config.logger.error(problems.join('\n'), { timestamp: true });
      showProblems();
    } else if (reload) {
      server.config.logger.info('content updated', { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    }
  };

  return {
    name: 'content-dev',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
      server.watcher.add('content');
      server.ws.on('connection', () => setTimeout(showProblems, 100));
      const watched = [resolve(server.config.root, 'content') + sep, resolve(server.config.root, 'src/content/schemas') + sep];
      const onChange = (file: string) => {
        const absolute = resolve(server.config.root, file);
        if (!watched.some((folder) => absolute.startsWith(folder))) return;
        running = running.then(() => run(true)).catch((error) => server.config.logger.error(String(error)));
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      running = run(false);
      // Nothing is served before the first content step has written the generated modules.
      server.middlewares.use(async (_req, _res, next) => {
        await running;
        next();
      });
    },
  };
}
