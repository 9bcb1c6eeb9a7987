import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** A letter: plain text always; notices also send HTML and list headers (List-Unsubscribe). */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
};

/** SMTP through nodemailer; SMTP_URL like smtp://user:pass@host:587 or smtps://... */
export class SmtpMailSender implements MailSender {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // A send that hangs must end well within the outbox's lease, or another server would send too.
    // (Nodemailer reads options from the URL's query; the URL's own settings win.)
    const withTimeouts = new URL(url);
    for (const [option, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
      if (!withTimeouts.searchParams.has(option)) withTimeouts.searchParams.set(option, String(ms));
    }
    this.transport = nodemailer.createTransport(withTimeouts.toString());
  }

  async send(mail: Mail) {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}

/** Outside production: the letter goes to the log instead of a mailbox. */
export class LogMailSender implements MailSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(mail: Mail) {
    this.log.info({ mail }, 'mail (log sender)');
  }
}
