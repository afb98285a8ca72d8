/**
 * Manages the care team's accounts: npm run care-team -- add|remove|list [email]
 * The password comes from CARE_TEAM_PASSWORD (for scripts) or is asked for, unseen.
 * Accounts live in the server's database: DATABASE_URL's PostgreSQL server, or the embedded one in
 * the data folder (REQUEST_STORE_DIR, default data/), which one process opens at a time.
 */
import { mkdir } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Accounts, importAccountsFile, minimumPasswordLength } from './accounts';
import { RequestStore } from '../receiver/store';

function ask(question: string): Promise<string> {
  return new Promise((answer) => {
    const input = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing of what is typed.
    (input as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
      if (text.includes(question)) process.stdout.write(text);
    };
    input.question(question, (value) => {
      input.close();
      process.stdout.write('\n');
      answer(value);
    });
  });
}

async function password(): Promise<string> {
  if (process.env.CARE_TEAM_PASSWORD) return process.env.CARE_TEAM_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Set CARE_TEAM_PASSWORD, or run this in a terminal to type the password.');
  const first = await ask(`Password (at least ${minimumPasswordLength} characters): `);
  const second = await ask('The same password again: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

async function main() {
  const [command, email] = process.argv.slice(2);
  if (!(command === 'list' || ((command === 'add' || command === 'remove') && email))) {
    console.log('Usage: npm run care-team -- add <email> | remove <email> | list');
    process.exitCode = 1;
    return;
  }
  // Asked before the database opens, so a typing person does not hold the embedded one.
  const newPassword = command === 'add' ? await password() : '';
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const store = new RequestStore(resolve(root, process.env.REQUEST_STORE_DIR || 'data'), { databaseUrl: process.env.DATABASE_URL?.trim() || undefined });
  await mkdir(store.dir, { recursive: true, mode: 0o700 });
  await store.open();
  try {
    await importAccountsFile(store.db, store.dir);
    const accounts = new Accounts(() => store.db);
    if (command === 'list') {
      const list = await accounts.list();
      console.log(list.length === 0 ? 'No accounts yet: npm run care-team -- add <email>' : list.map((account) => `${account.email}  (since ${account.createdAt.slice(0, 10)})`).join('\n'));
    } else if (command === 'add') {
      const result = await accounts.add(email!, newPassword);
      console.log(result === 'added' ? `Added ${email}.` : `Set a new password for ${email}; its sessions end when the server next checks them.`);
    } else {
      console.log((await accounts.remove(email!)) ? `Removed ${email}; its sessions stop working at once.` : `There is no account ${email}.`);
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
