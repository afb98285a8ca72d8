import { join, resolve, sep } from 'node:path';
import { proxyTrustFromEnvironment } from './client-address';
import { createReceiver } from './receiver';
import { receiverContent } from './receiver-words';

function numberFrom(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The receiver as `npm start` runs it, set up from the environment:
 * REQUEST_STORE_DIR (the data folder, default data/), DATABASE_URL (a PostgreSQL server; without it the
 * embedded database in the data folder), RECEIVER_RATE_LIMIT (posts per client per 10 minutes, default 10),
 * RECEIVER_OVERALL_RATE_LIMIT (posts per minute from everyone, default 120), TRUST_PROXY behind proxies (1, a number
 * of proxies, or their addresses: the client is the right-most X-Forwarded-For entry no trusted proxy added),
 * CARE_TEAM_EMAIL (who is told of a request; default the contact address) and SITE_ORIGIN (the
 * address links in emails start with; default the origin in site.json).
 */
export function receiverFromEnvironment(root: string, defaultStoreDir = 'data') {
  const dist = resolve(root, 'dist');
  const storeDir = resolve(root, process.env.REQUEST_STORE_DIR || join(root, defaultStoreDir));
  if (storeDir === dist || storeDir.startsWith(dist + sep)) throw new Error('REQUEST_STORE_DIR must lie outside dist/: everything in dist/ is served.');
  return createReceiver({
    storeDir,
    databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
    perClientPer10Minutes: numberFrom('RECEIVER_RATE_LIMIT', 10),
    overallPerMinute: numberFrom('RECEIVER_OVERALL_RATE_LIMIT', 120),
    trustProxy: proxyTrustFromEnvironment(),
    content: receiverContent({ careTeamEmail: process.env.CARE_TEAM_EMAIL?.trim(), origin: process.env.SITE_ORIGIN?.trim() }),
  });
}
