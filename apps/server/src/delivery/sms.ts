import type { FastifyBaseLogger } from 'fastify';

export type Sms = { to: string; text: string };

export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

/**
 * A small HTTP gateway client: POST {to, text, sender} as JSON to SMS_GATEWAY_URL with the key as a
 * bearer token. Most Russian SMS gateways take this shape or sit behind a tiny adapter that does.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly key: string | undefined,
    private readonly sender: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(sms: Sms) {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.key ? { authorization: `Bearer ${this.key}` } : {}),
      },
      body: JSON.stringify({ ...sms, sender: this.sender }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

/** Outside production: the message goes to the log instead of a phone. */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(sms: Sms) {
    this.log.info({ sms }, 'sms (log sender)');
  }
}
