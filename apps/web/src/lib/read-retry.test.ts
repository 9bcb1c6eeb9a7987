import { MSG } from '@podryad/domain';
import { describe, expect, it } from 'vitest';
import { mockFetch, seedSession } from '@/test/render';
import {
  ApiError,
  NO_CONNECTION,
  api,
  apiErrorOf,
  readRetryDelay,
  refusalMessage,
  retryAfterSeconds,
  retryRead,
} from '@/lib/api-client';
import { z } from 'zod';

const unavailable = (retryAfter?: string) =>
  new Response(JSON.stringify({ errors: [MSG.unavailable], message: MSG.unavailable }), {
    status: 503,
    headers: {
      'content-type': 'application/json',
      ...(retryAfter && { 'retry-after': retryAfter }),
    },
  });

describe('retryRead', () => {
  it('retries no answer, a timeout and a server down for now, three times', () => {
    for (const status of [0, 502, 503, 504]) {
      const error = new ApiError(status, ['x']);
      expect(
        [0, 1, 2, 3].map((failures) => retryRead(failures, error)),
        `${status}`,
      ).toEqual([true, true, true, false]);
    }
  });

  it('never retries a 4xx, a server error or a failure of the app itself', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422, 429, 500]) {
      expect(retryRead(0, new ApiError(status, ['x'])), `${status}`).toBe(false);
    }
    expect(retryRead(0, new TypeError('x is undefined'))).toBe(false);
  });
});

describe('readRetryDelay', () => {
  it('waits 1 s, then doubles, up to 30 s', () => {
    const error = new ApiError(0, [NO_CONNECTION]);
    expect([0, 1, 2, 3, 4, 5, 6].map((failures) => readRetryDelay(failures, error))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it("waits the server's Retry-After instead, at most 30 s", () => {
    expect(readRetryDelay(0, new ApiError(503, [MSG.unavailable], {}, 1))).toBe(1000);
    expect(readRetryDelay(2, new ApiError(503, [MSG.unavailable], {}, 7))).toBe(7000);
    expect(readRetryDelay(0, new ApiError(503, [MSG.unavailable], {}, 60))).toBe(30000);
  });
});

describe('a 503 answer', () => {
  it("is an ApiError with the server's message and its Retry-After in seconds", async () => {
    seedSession({ token: 'secret' });
    mockFetch().mockResolvedValue(unavailable('12'));

    const error = await api('/tenders/5', z.object({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, errors: [MSG.unavailable], retryAfter: 12 });
    expect(readRetryDelay(0, error)).toBe(12000);
    expect(retryRead(0, error)).toBe(true);
  });

  it('without messages (a proxy) still says the service is unavailable for now', () => {
    expect(apiErrorOf(503, null).errors).toEqual([
      'Сервис временно недоступен, повторите через минуту',
    ]);
    expect(apiErrorOf(500, null).errors).toEqual([MSG.generic]);
  });

  it('reads Retry-After as seconds or as a date; anything else is none', () => {
    expect(retryAfterSeconds('30')).toBe(30);
    expect(retryAfterSeconds(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThanOrEqual(4);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});

describe('refusalMessage', () => {
  it("says a passing failure's message, anything else the screen's own", () => {
    const fallback = 'Ошибка удаления тендера';
    expect(refusalMessage(new ApiError(503, [MSG.unavailable]), fallback)).toBe(MSG.unavailable);
    expect(refusalMessage(apiErrorOf(503, null), fallback)).toBe(MSG.unavailable);
    expect(refusalMessage(new ApiError(0, [NO_CONNECTION]), fallback)).toBe(NO_CONNECTION);
    expect(refusalMessage(new ApiError(502, [MSG.generic]), fallback)).toBe(MSG.unavailable);
    expect(refusalMessage(new ApiError(409, ['Тендер уже завершён']), fallback)).toBe(fallback);
    expect(refusalMessage(new ApiError(500, [MSG.server]), fallback)).toBe(fallback);
  });
});
