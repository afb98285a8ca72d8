import { contact, site } from '../../src/generated/site';
import type { Outbox } from './outbox';
import { MailSender } from './sender';

/**
 * The sender as `npm start` runs it: SMTP_URL (like smtps://user:pass@smtp.example.org:465) and
 * MAIL_FROM (default: the site's name and contact address). Without SMTP_URL nothing is sent:
 * it says so once, and the messages wait in the outbox until the server starts with one.
 */
export function senderFromEnvironment(outbox: Outbox, log: (line: string) => void = console.log): MailSender | null {
  const smtpUrl = process.env.SMTP_URL?.trim();
  if (!smtpUrl) {
    log(`Email: SMTP_URL is not set, so notifications are queued in ${outbox.store.path('outbox')} and NOT sent (${outbox.size} waiting). Set SMTP_URL and restart to send them.`);
    return null;
  }
  const sender = new MailSender({ outbox, smtpUrl, from: process.env.MAIL_FROM?.trim() || `${site.name} <${contact.email}>`, log });
  log(`Email: sending through ${new URL(smtpUrl).host} (${outbox.size} waiting).`);
  sender.wake();
  return sender;
}
