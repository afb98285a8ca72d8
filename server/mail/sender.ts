import nodemailer, { type Transporter } from 'nodemailer';
import { retryDelaySeconds } from '../../src/lib/care-team/messages';
import type { Outbox, QueuedMessage } from './outbox';

interface SenderOptions {
  outbox: Outbox;
  /** The mail server, like smtps://user:pass@smtp.example.org:465. */
  smtpUrl: string;
  /** The From address, like "Colorectal Care India <care@example.org>". */
  from: string;
  log?: (line: string) => void;
  /** Overrides the delays between tries (tests). */
  delaySeconds?: (failures: number) => number;
}

/** The domain of a From address, for Message-IDs. */
function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

/** A refusal of this one message (a 5xx answer to it), rather than a server that is down or busy. */
function refusedMessage(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
}

/**
 * Delivers the outbox over SMTP, one message at a time, oldest first. A message is marked sent
 * (on disk) as soon as the server accepts it, before anything else. When the server is down or
 * answers "try later", the whole queue waits, 5 s doubling to 10 minutes; a message the server
 * refuses waits alone. It carries the same Message-ID on every try, so a copy that a crash
 * between acceptance and the mark lets through twice is one message to the mail clients.
 */
export class MailSender {
  private readonly transport: Transporter;
  private readonly failures = new Map<string, number>();
  private readonly notBefore = new Map<string, number>();
  private pausedUntil = 0;
  private serverFailures = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly unsubscribe: () => void;
  private readonly log: (line: string) => void;
  private readonly delay: (failures: number) => number;
  private readonly domain: string;

  constructor(private readonly options: SenderOptions) {
    const url = new URL(options.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    this.transport = nodemailer.createTransport(url.toString());
    this.log = options.log ?? ((line) => console.log(line));
    this.delay = options.delaySeconds ?? retryDelaySeconds;
    this.domain = domainOf(options.from);
    this.unsubscribe = options.outbox.onWritten(() => this.wake());
  }

  /** The Message-ID of a message: the same on every try. */
  messageId(message: QueuedMessage): string {
    return `<${message.id}@${this.domain}>`;
  }

  /** Sends what waits now, and again whenever something is written or a wait ends. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      } else this.schedule();
    });
  }

  private schedule() {
    if (this.stopped || this.options.outbox.size === 0) return;
    const now = Date.now();
    const times = this.options.outbox.pending().map((message) => Math.max(this.pausedUntil, this.notBefore.get(message.id) ?? 0));
    const wait = Math.max(50, Math.min(...times) - now);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, wait);
    this.timer.unref();
  }

  private async drain() {
    for (const message of this.options.outbox.pending()) {
      if (this.stopped || Date.now() < this.pausedUntil) return;
      if (Date.now() < (this.notBefore.get(message.id) ?? 0)) continue;
      try {
        await this.transport.sendMail({
          messageId: this.messageId(message),
          from: this.options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        if (refusedMessage(error)) {
          const failures = (this.failures.get(message.id) ?? 0) + 1;
          this.failures.set(message.id, failures);
          this.notBefore.set(message.id, Date.now() + this.delay(failures) * 1000);
          this.log(`mail: the server refused ${message.id} (${reason}); trying again in ${this.delay(failures)} s`);
          continue;
        }
        this.serverFailures += 1;
        this.pausedUntil = Date.now() + this.delay(this.serverFailures) * 1000;
        this.log(`mail: cannot send (${reason}); ${this.options.outbox.size} waiting, trying again in ${this.delay(this.serverFailures)} s`);
        return;
      }
      await this.options.outbox.markSent(message.id);
      this.serverFailures = 0;
      this.failures.delete(message.id);
      this.notBefore.delete(message.id);
    }
  }

  /** Stops after the message in hand; resolves once it is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }
}
