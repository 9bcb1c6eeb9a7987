import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { PROVIDER_REST_MS, ProviderHealth } from '../src/delivery/provider-health';
import { TestClock } from './helpers';

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_details: unknown, message: string) =>
    lines.push({ level, message });
  const log = { warn: vi.fn(at('warn')), info: vi.fn(at('info')) };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

describe('ProviderHealth', () => {
  it('rests a failed provider a minute, then lets the next caller try it', () => {
    const clock = new TestClock();
    const health = new ProviderHealth('the geocoder', recordingLog().log, clock.now);
    expect(health.resting).toBe(false);
    health.failed(new Error('down'));
    expect(health.resting).toBe(true);
    clock.advance(PROVIDER_REST_MS / 1000 - 1);
    expect(health.resting).toBe(true);
    clock.advance(2);
    expect(health.resting).toBe(false);
  });

  it('logs a failure once when it starts and once when the provider is back, not per call', () => {
    const clock = new TestClock();
    const { log, lines } = recordingLog();
    const health = new ProviderHealth('the geocoder', log, clock.now);
    for (let call = 0; call < 5; call++) {
      health.failed(new Error('down'));
      clock.advance(PROVIDER_REST_MS / 1000 + 1);
    }
    health.succeeded();
    health.succeeded();
    expect(lines).toEqual([
      {
        level: 'warn',
        message: 'the geocoder failed: its fallback is used, and it is tried again every 60 s',
      },
      { level: 'info', message: 'the geocoder answers again' },
    ]);
  });
});
