import { createHash } from 'node:crypto';
import { mkdir, open, readFile, stat } from 'node:fs/promises';
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

/**
 * The receiver's store: one JSON line per request in requests.jsonl, reports in
 * reports/<reference>/, subscriptions in subscriptions.jsonl. Every write reaches the disk
 * (fsync) before the receiver answers, so an answer of 201 survives a crash or a power cut.
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

  /** Creates the folders, and ends a line that a crash left half-written so the next record starts clean. */
  async open(): Promise<void> {
    await mkdir(join(this.dir, 'reports'), { recursive: true, mode: 0o700 });
    for (const file of [this.requestsFile, this.subscriptionsFile]) {
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

  /** Stores the reports, then the request that names them; resolves once both are on disk. */
  async saveRequest(reference: string, record: Record<string, unknown>, reports: ReportToStore[]): Promise<StoredReport[]> {
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
    return stored;
  }

  async saveSubscription(email: string): Promise<void> {
    await this.append(this.subscriptionsFile, { email, subscribedAt: new Date().toISOString() });
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
