/**
 * Outgoing mail: SMTP when SMTP_URL is set, else each mail as an .eml file in DATA_DIR/outbox.
 * Only the mail jobs send (server/jobs): a request queues its mail in its transaction (jobs/outbox.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export const MAIL_FROM = 'Pätevä <noreply@pateva.fi>';

/** A file sent with a mail (a decision extract's PDF): base64, so that a mail job's data stays JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding: 'base64';
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * A send gives up within about 2.5 minutes (nodemailer waits up to 2 minutes to connect and 10 of
 * silence by default): a mail job counts as lost after 5 (jobs/queues.ts) and is tried again, and a
 * send still running then would deliver the mail twice. SMTP_URL's own query settings win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 90_000 };

export function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  return url.toString();
}

export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrlWithTimeouts(options.smtpUrl));
    return {
      async send(mail) {
        await transport.sendMail({ from: MAIL_FROM, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
