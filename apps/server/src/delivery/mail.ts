import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string };

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

/** SMTP through nodemailer; SMTP_URL like smtp://user:pass@host:587 or smtps://... */
export class SmtpMailSender implements MailSender {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
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
