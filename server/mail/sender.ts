import nodemailer, { type Transporter } from 'nodemailer';
import { retryDelaySeconds } from '../../src/lib/care-team/messages';
import type { ClaimedMessage, Outbox } from './outbox';

interface SenderOptions {
  outbox: Outbox;
  /** The mail server, like smtps://user:pass@smtp.example.org:465. */
  smtpUrl: string;
  /** The From address, like "Colorectal Care India <care@example.org>". */
  from: string;
  log?: (line: string) => void;
  /** Overrides the delays between tries (tests). */
  delaySeconds?: (failures: number) => number;
  /** How often to look for messages that other servers wrote or whose wait ended, in milliseconds. */
  pollMs?: number;
}

/** The domain of a From address, for Message-IDs. */
function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

/** A mail server's answer code, when it gave one. */
function responseCodeOf(error: unknown): number | undefined {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' ? code : undefined;
}

/** A reason fit for a log line or the outbox: its first line, every email address in it blanked. */
export function redactedReason(error: unknown): string {
  const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]').slice(0, 300);
}

/**
 * Delivers the outbox over SMTP, one message at a time, oldest first. A message is marked sent as
 * soon as the server accepts it. A permanent refusal (a 5xx answer) marks it undeliverable, never
 * tried again; a "try later" (4xx) waits alone, 5 s doubling to 10 minutes; when the server is
 * down, this sender waits as long before it tries anything. It carries the same Message-ID on every
 * try, so a copy that a crash between acceptance and the mark lets through twice is one message
 * to the mail clients. Log lines name messages by id, never by address.
 */
export class MailSender {
  private readonly transport: Transporter;
  private pausedUntil = 0;
  private serverFailures = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly poller: NodeJS.Timeout;
  private stopped = false;
  private readonly unsubscribe: () => void;
  private readonly log: (line: string) => void;
  private readonly delay: (failures: number) => number;
  private readonly domain: string;

  constructor(private readonly options: SenderOptions) {
    const url = new URL(options.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    // A try gives up well within the outbox's 90 s hold on its message, so no other server sends it meanwhile.
    this.transport = nodemailer.createTransport({ url: url.toString(), connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as Parameters<typeof nodemailer.createTransport>[0]);
    this.log = options.log ?? ((line) => console.log(line));
    this.delay = options.delaySeconds ?? retryDelaySeconds;
    this.domain = domainOf(options.from);
    this.unsubscribe = options.outbox.onWritten(() => this.wake());
    this.poller = setInterval(() => this.wake(), options.pollMs ?? 5_000);
    this.poller.unref();
  }

  /** The Message-ID of a message: the same on every try. */
  messageId(message: { id: string }): string {
    return `<${message.id}@${this.domain}>`;
  }

  /** Sends what waits now, and again whenever something is written or a wait ends. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log(`mail: cannot read the outbox (${redactedReason(error)})`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        } else void this.schedule();
      });
  }

  private async schedule() {
    if (this.stopped) return;
    const due = await this.options.outbox.nextDue().catch(() => null);
    if (due === null || this.stopped) return;
    const wait = Math.max(50, Math.max(due, this.pausedUntil) - Date.now());
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, wait);
    this.timer.unref();
  }

  private async sendOne(message: ClaimedMessage): Promise<'sent' | 'later' | 'down'> {
    const { outbox } = this.options;
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
      const reason = redactedReason(error);
      const code = responseCodeOf(error);
      if (code !== undefined && code >= 500) {
        await outbox.markUndeliverable(message.id, reason);
        this.log(`mail: the server refused ${message.id} for good (${reason}); it is marked undeliverable in the inbox`);
        return 'later';
      }
      if (code !== undefined && code >= 400) {
        const wait = this.delay(message.attempts + 1);
        await outbox.retryLater(message.id, new Date(Date.now() + wait * 1000), reason);
        this.log(`mail: the server deferred ${message.id} (${reason}); trying again in ${wait} s`);
        return 'later';
      }
      await outbox.release(message.id);
      this.serverFailures += 1;
      this.pausedUntil = Date.now() + this.delay(this.serverFailures) * 1000;
      const { waiting } = await outbox.counts();
      this.log(`mail: cannot send (${reason}); ${waiting} waiting, trying again in ${this.delay(this.serverFailures)} s`);
      return 'down';
    }
    await outbox.markSent(message.id);
    this.serverFailures = 0;
    return 'sent';
  }

  private async drain() {
    while (!this.stopped && Date.now() >= this.pausedUntil) {
      const message = await this.options.outbox.claim();
      if (!message) return;
      if ((await this.sendOne(message)) === 'down') return;
    }
  }

  /** Stops after the message in hand; resolves once it is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    clearInterval(this.poller);
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }
}
