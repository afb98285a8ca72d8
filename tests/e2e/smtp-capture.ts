import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One email as the loopback mail server received it: its recipients and its raw message. */
export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps every email it receives, in order. */
export interface SmtpCapture {
  mails: CapturedMail[];
  /** The address the project's mail sender is given (SMTP_URL). */
  url: string;
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    mails,
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
