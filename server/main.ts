/**
 * Serves dist/ the way a static host does: /x answers x/index.html, a file answers itself, any
 * other address answers 404.html with status 404 (under a language's folder, that language's: ar/404.html). Text is sent brotli- or gzip-compressed,
 * hashed assets are cached for a year, everything else revalidated on every use. /api/* is the form receiver (server/receiver/),
 * /care-team the care team's inbox (server/care-team/). Runs under tsx: npm run serve [-- --port 4173]
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { careTeam, contact, coordinatorConnect, doctorVerification, mail, site, yourRequest } from '../src/generated/site';
import { applicationInboxLabels, applicationKind } from '../src/lib/forms/doctor-application';
import { hospitals } from '../src/generated/hospitals';
import { packages } from '../src/generated/packages';
import { people } from '../src/generated/people';
import { requestChoiceLists } from '../src/lib/forms/request-choices';
import { createInbox } from './care-team/inbox.ts';
import { queryPageFor } from '../scripts/filter-rewrites.ts';
import { notFoundFileFor } from '../scripts/not-found-files.ts';
import { languages } from '../src/generated/languages';
import { auditRetentionDaysFromEnvironment, retentionDaysFromEnvironment, scheduleRetention } from './care-team/retention.ts';
import { senderFromEnvironment } from './mail/from-environment.ts';
import { redactedReason } from './mail/sender.ts';
import { proxyTrustFromEnvironment } from './receiver/client-address.ts';
import { receiverFromEnvironment } from './receiver/from-environment.ts';
import { pageCaching } from '../scripts/security-headers.ts';
import { careTeamPath, patientPath } from '../src/routes';
import { createPatientSide } from './patient/portal.ts';
import { describeRequest } from './patient/describe.ts';
import { escalateOverdue } from './patient/promise.ts';
import { describeUrl } from './db/database.ts';

const root = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
/** dist/ with its symbolic links resolved: a served file must really lie in it. */
const realRoot = await realpath(root).catch(() => root);
const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);
/**
 * The headers the build wrote to dist/_headers for static hosts (security and caching), sent here
 * too, so this server and any host behave the same: { '/*': {...}, '/assets/*': {...} }.
 */
async function readHeaderRules(): Promise<Record<string, Record<string, string>>> {
  const text = await readFile(join(root, '_headers'), 'utf8').catch(() => '');
  const rules: Record<string, Record<string, string>> = {};
  let path: string | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) rules[(path = line.trim())] = {};
    else if (path) {
      const colon = line.indexOf(':');
      rules[path][line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}
const headerRules = await readHeaderRules();
const security = headerRules['/*'] ?? {};
const cache = new Map<string, Buffer>();
const receiver = receiverFromEnvironment(fileURLToPath(new URL('..', import.meta.url)));
const retention = { requestDays: retentionDaysFromEnvironment(), auditDays: auditRetentionDaysFromEnvironment() };
const choices = requestChoiceLists();
/** What a request's fields say, in words: the form's labels and the lists' names for the codes. */
const fieldLabels: Record<string, string> = { ...coordinatorConnect.form.labels };
const valueLabels: Record<string, Record<string, string>> = {
  condition: Object.fromEntries([...choices.conditions, { id: 'other', label: coordinatorConnect.form.conditionOther }].map((choice) => [choice.id, choice.label])),
  hospital: Object.fromEntries(choices.hospitals.map((choice) => [choice.id, choice.label])),
  contactMethod: { ...coordinatorConnect.form.contactMethods },
  country: Object.fromEntries(choices.countries.map((choice) => [choice.id, choice.label])),
  replyLanguage: Object.fromEntries(choices.replyLanguages.map((choice) => [choice.id, choice.label])),
};
const patientSide = createPatientSide({
  store: receiver.store,
  outbox: receiver.outbox,
  words: yourRequest,
  siteName: site.name,
  languages,
  contact,
  origin: process.env.SITE_ORIGIN?.trim() || site.origin,
  distDir: root,
  trustProxy: proxyTrustFromEnvironment(),
  quoteContent: { packages, hospitals, people },
  officeHours: contact.officeHours,
  describe: describeRequest,
});
const inbox = createInbox({
  store: receiver.store,
  outbox: receiver.outbox,
  words: careTeam,
  siteName: site.name,
  fieldLabels,
  valueLabels,
  kinds: { [applicationKind]: applicationInboxLabels(doctorVerification.form) },
  distDir: root,
  mailConfigured: Boolean(process.env.SMTP_URL?.trim()),
  mailWords: mail,
  retentionDays: retention.requestDays,
  trustProxy: proxyTrustFromEnvironment(),
  thread: patientSide.inboxThread,
});

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The page an address shows: itself, except /hospitals with a filter in its query
 * (?city=…&accreditation=…), /hospitals/compare with ticked hospitals and /coordinator-connect with a
 * package, each of which shows the pre-rendered page of that choice, so the choice works without
 * JavaScript while the address keeps the query. The build writes the same rule to dist/_redirects for other hosts.
 */
function pagePathFor(url: URL): string {
  return queryPageFor(url.pathname, url.search, { hospitals, packageIds: packages.map((pkg) => pkg.id) });
}

/** The file a static host answers with, or null for a miss. */
async function resolveFile(pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return null;
  const file = (await isFile(target)) ? target : (await isFile(join(target, 'index.html'))) ? join(target, 'index.html') : null;
  // A symbolic link in dist/ that leads out of it is a miss, not a way to the rest of the disk.
  const real = file && (await realpath(file).catch(() => null));
  return real && real.startsWith(realRoot + sep) ? file : null;
}

async function load(file: string, encoding: 'br' | 'gzip' | null): Promise<Buffer> {
  // Keyed by modification time, so a rebuild while the server runs is served fresh.
  const key = `${file}:${(await stat(file)).mtimeMs}:${encoding}`;
  if (!cache.has(key)) {
    const raw = await readFile(file);
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw;
    cache.set(key, body);
  }
  return cache.get(key)!;
}

async function answer(request: IncomingMessage, response: ServerResponse) {
  // An address that is no URL (such as "//") is a bad request, not a crash of the server.
  if (!URL.canParse(request.url ?? '/', 'http://localhost')) {
    response.writeHead(400, { 'Content-Length': '0', ...security }).end();
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (await receiver.handle(request, response, url.pathname)) return;
  if (url.pathname === patientPath || url.pathname.startsWith(`${patientPath}/`)) {
    await receiver.ready.catch(() => undefined);
    if (await patientSide.handle(request, response, url)) return;
  }
  if (url.pathname === careTeamPath || url.pathname.startsWith(`${careTeamPath}/`)) {
    // The inbox waits for the store; if it cannot be opened, the inbox's own error page answers.
    await receiver.ready.catch(() => undefined);
    if (await inbox.handle(request, response, url)) return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', ...security }).end();
    return;
  }
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    // Leading slashes collapse to one: "/.//evil.test/" must lead to "/evil.test", never to "//evil.test" (another site).
    response.writeHead(301, { Location: `/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`, ...security }).end();
    return;
  }
  const found = await resolveFile(pagePathFor(url));
  // A missing address under a language's folder (/ar/…) gets that language's not-found page (the source's if a build wrote none).
  const notFound = join(root, notFoundFileFor(url.pathname, languages));
  const file = found ?? ((await isFile(notFound)) ? notFound : join(root, '404.html'));
  const status = found ? 200 : 404;
  const ext = extname(file);
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = compressible.has(ext) ? (/\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null) : null;
  const body = await load(file, encoding);
  const headers: Record<string, string | number> = {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...security,
    ...(url.pathname.startsWith('/assets/') ? headerRules['/assets/*'] : pageCaching),
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

// Time-outs are checked every second, not the default 30, so a slow sender is cut off when its time is up.
const server = createServer({ connectionsCheckingInterval: 1_000 }, (request, response) => {
  // Whatever fails while answering is a 500 for that request, never the end of the server.
  answer(request, response).catch((error: unknown) => {
    console.error(`serve: ${request.method} failed: ${redactedReason(error)}`);
    if (!response.headersSent) response.writeHead(500, { 'Content-Length': '0', ...security }).end();
    else response.destroy();
  });
});

// Slow senders may not hold a connection for ever: headers within 20 s, a whole upload within 3 minutes,
// and a body at least 2 KB a second after its first 10 seconds (server/receiver/body.ts); each is a 408.
server.headersTimeout = 20_000;
server.requestTimeout = 180_000;

// It listens once the store is open (the embedded database's first start runs initdb on this
// thread, which would hold up every answer meanwhile), or once it failed to open: then every
// request that needs it is answered 500, and the log says why.
void receiver.ready
  .catch(() => undefined)
  .then(() =>
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      const state = receiver.databaseUrl ? `PostgreSQL at ${describeUrl(receiver.databaseUrl)}` : `the embedded database in ${receiver.store.databaseDir}`;
      console.log(`Serving dist/ at http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}/ (state in ${state})`);
    }),
  );

// The sender and the retention start once the store is open; messages left by the last run (or
// written by another server) are sent first. A store that cannot be opened answers 500 to every
// request that needs it, and says why in the log.
receiver.ready.then(
  async () => {
    await senderFromEnvironment(receiver.outbox);
    scheduleRetention(receiver.store, retention);
    // The two-hour promise: a new request unanswered for 90 office minutes is told to a second person, checked every minute.
    const escalationTo = process.env.CARE_TEAM_ESCALATION_EMAIL?.trim();
    if (escalationTo) {
      const check = () =>
        escalateOverdue({ store: receiver.store, outbox: receiver.outbox, hours: contact.officeHours, to: escalationTo, origin: process.env.SITE_ORIGIN?.trim() || site.origin, words: yourRequest, now: new Date() }).catch((error: unknown) =>
          console.error(`promise: the escalation check failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      void check();
      setInterval(check, 60_000).unref();
    }
  },
  () => undefined,
);
