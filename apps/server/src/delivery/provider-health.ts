import type { FastifyBaseLogger } from 'fastify';

/** How long a provider that failed is left alone before a caller tries it again. */
export const PROVIDER_REST_MS = 60_000;

/**
 * What a page request knows of an outside provider (a geocoder, a mail server): after a failure the
 * provider rests for PROVIDER_REST_MS, and callers take their fallback at once instead of each
 * waiting out its timeout; the next call after the rest tries it again. A failure is logged when
 * it starts, with its cause, and once more when the provider answers again — not once per request.
 */
export class ProviderHealth {
  private restingUntil = 0;
  private failures = 0;

  constructor(
    private readonly name: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Whether callers should take their fallback without asking the provider. */
  get resting() {
    return this.now().getTime() < this.restingUntil;
  }

  failed(err: unknown) {
    if (this.failures === 0) {
      this.log.warn(
        { err, provider: this.name },
        `${this.name} failed: its fallback is used, and it is tried again every ${PROVIDER_REST_MS / 1000} s`,
      );
    }
    this.failures += 1;
    this.restingUntil = this.now().getTime() + PROVIDER_REST_MS;
  }

  succeeded() {
    if (this.failures === 0) return;
    this.log.info({ provider: this.name, failures: this.failures }, `${this.name} answers again`);
    this.failures = 0;
  }
}
