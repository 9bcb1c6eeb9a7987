import { MSG } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { verificationCodes } from '../src/db/schema';
import { CodeService } from '../src/modules/auth/codes';
import { useTestApp } from './helpers';

const ctx = useTestApp();

const quietLog = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
/** A mail server or a gateway that takes the message and never answers. */
const hanging = { send: () => new Promise<void>(() => {}) };

describe('a code whose letter or SMS does not go', () => {
  it.each(['email', 'sms'] as const)(
    'by %s: the request ends at the limit with "not delivered", and no code is kept',
    async (channel) => {
      const codes = new CodeService(
        ctx.database.db,
        hanging,
        hanging,
        quietLog,
        100,
        undefined,
        50,
      );
      const target = channel === 'email' ? 'hang@example.ru' : '+79990000001';
      const started = Date.now();
      const issued = codes.issue({ purpose: 'password_reset', subject: target, target, channel });
      await expect(issued).rejects.toMatchObject({
        statusCode: 502,
        errors: [MSG.codeNotDelivered],
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      const kept = await ctx.database.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, target));
      expect(kept).toEqual([]);
    },
  );
});
