import type { Plugin } from 'vite';

type Receiver = ReturnType<typeof import('../server/receiver/from-environment.ts').receiverFromEnvironment>;

/**
 * In the dev server, /api/* is the project's own receiver (server/receiver/), as under
 * `npm start`, so the forms can be tried in dev. Its state is in data/dev/ (an embedded database
 * of its own, so dev and `npm start` can run at once) unless REQUEST_STORE_DIR or DATABASE_URL
 * says otherwise; without SMTP_URL its emails wait in the outbox. Loaded through Vite on the first
 * post, so a dev server that takes no form never opens a database.
 */
export function receiverDevPlugin(): Plugin {
  let receiver: Promise<Receiver> | null = null;
  return {
    name: 'receiver-dev',
    apply: 'serve',
    configureServer(server) {
      // The database is closed with the dev server, so the next start finds it whole.
      server.httpServer?.once('close', () => {
        void receiver?.then((made) => made.store.close()).catch(() => undefined);
      });
      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (!url.pathname.startsWith('/api/')) return next();
        try {
          receiver ??= server.ssrLoadModule('/server/receiver/from-environment.ts').then((module) => {
            const made = (module as typeof import('../server/receiver/from-environment.ts')).receiverFromEnvironment(server.config.root, 'data/dev');
            made.ready.then(
              () => server.config.logger.info(`Receiver: /api/* stores in ${made.databaseUrl ? 'the PostgreSQL server of DATABASE_URL' : made.store.databaseDir}`),
              () => undefined,
            );
            return made;
          });
          if (!(await (await receiver).handle(request, response, url.pathname))) next();
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
