import type https from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../config';

/** A browser's subscription as stored. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export interface PushSender {
  /**
   * Sends one encrypted message; answers 'gone' when the push service says the subscription no
   * longer exists (404, 410), and throws on anything to retry.
   */
  send(target: PushTarget, payload: string): Promise<'sent' | 'gone'>;
}

/** How long a push service keeps a message for a device that is off: a day, then it is stale. */
const PUSH_TTL_SECONDS = 24 * 3600;

/** Web Push with VAPID through the `web-push` package: it encrypts (RFC 8291) and signs. */
export class WebPushSender implements PushSender {
  constructor(
    private readonly vapid: NonNullable<Config['vapid']>,
    /** Where the push services are reached from; production passes none (Node's default agent). */
    private readonly agent?: https.Agent,
  ) {}

  async send(target: PushTarget, payload: string) {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          TTL: PUSH_TTL_SECONDS,
          timeout: 30_000,
          agent: this.agent,
          vapidDetails: {
            subject: this.vapid.subject,
            publicKey: this.vapid.publicKey,
            privateKey: this.vapid.privateKey,
          },
        },
      );
      return 'sent' as const;
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        return 'gone' as const;
      }
      // The outbox records the message: say what the push service answered (a 429 or a 500).
      if (err instanceof WebPushError) {
        throw new Error(`push service answered ${err.statusCode}: ${err.body.slice(0, 200)}`);
      }
      throw err;
    }
  }
}
