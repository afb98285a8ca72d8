import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Adds a care-team account the way a coordinator does, through `npm run care-team -- add`
 * (server/care-team/cli.ts) with the password in CARE_TEAM_PASSWORD: into the database of
 * `databaseUrl` when given, else into the embedded one in the data folder `storeDir` (which no
 * server may hold open at that moment).
 */
export async function addCareTeamAccount(storeDir: string, account: { email: string; password: string }, databaseUrl?: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/care-team/cli.ts', 'add', account.email], {
    env: { ...process.env, REQUEST_STORE_DIR: storeDir, CARE_TEAM_PASSWORD: account.password, DATABASE_URL: databaseUrl ?? '' },
  });
}
