import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A report as stored: where it lies (relative to the store), what the sender called it, and its checksum. */
export interface StoredReport {
  file: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

export interface ReportToStore {
  name: string;
  /** The extension its content showed (see file-types.ts). */
  extension: string;
  type: string;
  bytes: Uint8Array;
}

/** Writes a file and forces it to the disk before returning. */
async function writeDurably(path: string, bytes: Uint8Array | string, flags: 'wx' | 'a') {
  const handle = await open(path, flags, 0o600);
  try {
    await (typeof bytes === 'string' ? handle.write(bytes) : handle.write(bytes));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a folder's list of files durable (a new file is not safe until its folder entry is). */
async function syncFolder(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The store's files of JSON lines, by what they hold. */
const storeFiles = {
  requests: 'requests.jsonl',
  subscriptions: 'subscriptions.jsonl',
  /** Emails to send, and a line for each once the mail server accepted it (server/mail/outbox.ts). */
  outbox: 'outbox.jsonl',
  /** Status changes of requests, with the care team's notes. */
  events: 'events.jsonl',
  /** Who opened, downloaded, changed or deleted what: references and actions only, never health data. */
  audit: 'audit.jsonl',
} as const;

type StoreFile = keyof typeof storeFiles;

/**
 * The receiver's store: one JSON line per request in requests.jsonl, reports in
 * reports/<reference>/, subscriptions in subscriptions.jsonl, the outbox, events and audit log
 * beside them. Every write reaches the disk (fsync) before the receiver answers, so an answer of
 * 201 survives a crash or a power cut.
 */
export class RequestStore {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string) {}

  get requestsFile() {
    return join(this.dir, 'requests.jsonl');
  }

  get subscriptionsFile() {
    return join(this.dir, 'subscriptions.jsonl');
  }

  /** The path of one of the store's files. */
  path(file: StoreFile): string {
    return join(this.dir, storeFiles[file]);
  }

  /** Creates the folders, and ends a line that a crash left half-written so the next record starts clean. */
  async open(): Promise<void> {
    await mkdir(join(this.dir, 'reports'), { recursive: true, mode: 0o700 });
    for (const file of Object.keys(storeFiles).map((name) => this.path(name as StoreFile))) {
      const size = await stat(file).then((info) => info.size, () => 0);
      if (size === 0) continue;
      const handle = await open(file, 'r');
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      await handle.close();
      if (last[0] !== 0x0a) await writeDurably(file, '\n', 'a');
    }
    await syncFolder(this.dir);
  }

  /** Appends one line; lines are written one at a time so two requests never interleave. */
  private append(file: string, record: object): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    const next = this.queue.then(() => writeDurably(file, line, 'a'));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Appends records to one of the store's files, each on its own line; resolves once they are on disk. */
  appendTo(file: StoreFile, ...records: object[]): Promise<void> {
    const lines = records.map((record) => `${JSON.stringify(record)}\n`).join('');
    const next = this.queue.then(() => writeDurably(this.path(file), lines, 'a'));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Every record of one of the store's files (a line a crash cut short is skipped). */
  async read<T = Record<string, unknown>>(file: StoreFile): Promise<T[]> {
    const text = await readFile(this.path(file), 'utf8').catch(() => '');
    return text.split('\n').flatMap((line) => {
      if (line.trim() === '') return [];
      try {
        return [JSON.parse(line) as T];
      } catch {
        return [];
      }
    });
  }

  /**
   * Erases a request: its reports, its line, its events and its emails. Each file is written anew
   * without them beside the old one and renamed over it, so a crash leaves the old or the new file,
   * never half of one. Queued with the appends, so no line written meanwhile is lost.
   */
  deleteRequest(reference: string): Promise<boolean> {
    const next = this.queue.then(async () => {
      let found = false;
      for (const file of ['requests', 'events', 'outbox'] as const) {
        const records = await this.read<{ reference?: string }>(file);
        const kept = records.filter((record) => record.reference !== reference);
        if (kept.length === records.length) continue;
        if (file === 'requests') found = true;
        const temporary = `${this.path(file)}.${process.pid}.tmp`;
        await rm(temporary, { force: true });
        await writeDurably(temporary, kept.map((record) => `${JSON.stringify(record)}\n`).join(''), 'wx');
        await rename(temporary, this.path(file));
      }
      await rm(join(this.dir, 'reports', reference), { recursive: true, force: true });
      await syncFolder(join(this.dir, 'reports'));
      await syncFolder(this.dir);
      return found;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Stores the reports, then the request that names them, then its emails; resolves once all are on disk. */
  async saveRequest(reference: string, record: Record<string, unknown>, reports: ReportToStore[], messages: object[] = []): Promise<StoredReport[]> {
    const stored: StoredReport[] = [];
    if (reports.length > 0) {
      const folder = join(this.dir, 'reports', reference);
      await mkdir(folder, { mode: 0o700 });
      for (const [index, report] of reports.entries()) {
        const file = `${index + 1}.${report.extension}`;
        await writeDurably(join(folder, file), report.bytes, 'wx');
        stored.push({
          file: `reports/${reference}/${file}`,
          name: report.name,
          type: report.type,
          size: report.bytes.byteLength,
          sha256: createHash('sha256').update(report.bytes).digest('hex'),
        });
      }
      await syncFolder(folder);
      await syncFolder(join(this.dir, 'reports'));
    }
    await this.append(this.requestsFile, { reference, ...record, reports: stored });
    if (messages.length > 0) await this.appendTo('outbox', ...messages);
    return stored;
  }

  /** Every stored request (for tests and the care team's tools; the receiver never serves it). */
  async readRequests(): Promise<Array<Record<string, unknown>>> {
    const text = await readFile(this.requestsFile, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
