import { contact, site } from '../../src/generated/site';
import type { Outbox } from './outbox';
import { MailSender } from './sender';

/**
 * The sender as `npm start` runs it: SMTP_URL (like smtps://user:pass@smtp.example.org:465) and
 * MAIL_FROM (default: the site's name and contact address). Without SMTP_URL nothing is sent:
 * it says so once, and the messages wait in the outbox until the server starts with one.
 */
export async function senderFromEnvironment(outbox: Outbox, log: (line: string) => void = console.log): Promise<MailSender | null> {
  const smtpUrl = process.env.SMTP_URL?.trim();
  const { waiting } = await outbox.counts();
  if (!smtpUrl) {
    log(`Email: SMTP_URL is not set, so notifications are queued in the database's outbox and NOT sent (${waiting} waiting). Set SMTP_URL and restart to send them.`);
    return null;
  }
  const sender = new MailSender({ outbox, smtpUrl, from: process.env.MAIL_FROM?.trim() || `${site.name} <${contact.email}>`, log });
  log(`Email: sending through ${new URL(smtpUrl).host} (${waiting} waiting).`);
  sender.wake();
  return sender;
}
