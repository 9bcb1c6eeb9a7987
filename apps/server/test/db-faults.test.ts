import { MSG } from '@podryad/domain';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import {
  closeOnTimeout,
  isConnectionLost,
  isDatabaseUnavailable,
  isRead,
  retryLostReads,
} from '../src/db/faults';
import { clientProfile, get, put, registerAs, useTestApp } from './helpers';

const ctx = useTestApp();

/** An error as node-postgres gives it, wrapped by the ORM as it does. */
const wrapped = (cause: Error & { code?: string }) =>
  Object.assign(new Error('Failed query: select 1'), { cause });
const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });

describe('which faults are the database being unavailable', () => {
  it('a lost connection: the driver, the server ending it, a reset socket, class 08', () => {
    for (const err of [
      new Error('Connection terminated unexpectedly'),
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is starting up', '57P03'),
      pgError('read ECONNRESET', 'ECONNRESET'),
      pgError('connection failure', '08006'),
      wrapped(new Error('Connection terminated unexpectedly')),
    ]) {
      expect(isConnectionLost(err), err.message).toBe(true);
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
    }
  });

  it('a limit reached is unavailable but not lost: it is not sent again', () => {
    for (const err of [
      new Error('Query read timeout'),
      new Error('timeout exceeded when trying to connect'),
      pgError('canceling statement due to statement timeout', '57014'),
      pgError('sorry, too many clients already', '53300'),
    ]) {
      expect(isConnectionLost(err), err.message).toBe(false);
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
    }
  });

  it("the caller's or the code's faults are not", () => {
    for (const err of [
      pgError('duplicate key value violates unique constraint', '23505'),
      pgError('syntax error at or near "selec"', '42601'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ]) {
      expect(isDatabaseUnavailable(err), err.message).toBe(false);
    }
  });

  it('only a plain select is a read that may be sent again', () => {
    expect(isRead('select id, name from tenders where id = $1')).toBe(true);
    expect(isRead('  SELECT updated_at, deleted from t')).toBe(true);
    expect(isRead('insert into tenders (name) values ($1)')).toBe(false);
    expect(isRead('select nextval($1)')).toBe(false);
    expect(isRead('with moved as (update t set a = 1 returning *) select * from moved')).toBe(
      false,
    );
  });
});

describe('retryLostReads', () => {
  const lost = () => new Error('Connection terminated unexpectedly');

  it('sends a read once more when its connection was lost, and only once', async () => {
    const query = vi
      .fn()
      .mockRejectedValueOnce(lost())
      .mockResolvedValueOnce({ rows: [1] });
    const pool = { query } as unknown as pg.Pool;
    retryLostReads(pool);
    await expect(pool.query('select 1')).resolves.toEqual({ rows: [1] });
    expect(query).toHaveBeenCalledTimes(2);

    query.mockReset().mockRejectedValue(lost());
    await expect(pool.query({ text: 'select 1' } as never)).rejects.toThrow(
      'Connection terminated',
    );
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('never sends a write again, nor a read that timed out', async () => {
    const query = vi.fn().mockRejectedValue(lost());
    const pool = { query } as unknown as pg.Pool;
    retryLostReads(pool);
    await expect(pool.query('update tenders set name = $1', ['x'])).rejects.toThrow();
    expect(query).toHaveBeenCalledTimes(1);

    query.mockReset().mockRejectedValue(new Error('Query read timeout'));
    await expect(pool.query('select 1')).rejects.toThrow('Query read timeout');
    expect(query).toHaveBeenCalledTimes(1);
  });
});

describe('closeOnTimeout', () => {
  /** A checked-out connection whose statements answer with `outcome`. */
  function connection(outcome: () => Promise<unknown>) {
    const destroy = vi.fn();
    const listeners: Record<string, (err: Error) => void> = {};
    const client = {
      connection: { stream: { destroy } },
      on: (event: string, listener: (err: Error) => void) => (listeners[event] = listener),
      query: vi.fn(outcome),
    };
    closeOnTimeout(client as unknown as pg.PoolClient);
    return { client: client as unknown as pg.PoolClient, destroy, listeners };
  }

  it('closes a connection whose statement was not answered, so nothing waits behind it', async () => {
    const { client, destroy } = connection(() => Promise.reject(new Error('Query read timeout')));
    await expect(client.query('select 1')).rejects.toThrow('Query read timeout');
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('keeps a connection whose statement failed otherwise', async () => {
    const { client, destroy } = connection(() => Promise.reject(pgError('duplicate', '23505')));
    await expect(client.query('insert into t values (1)')).rejects.toThrow('duplicate');
    expect(destroy).not.toHaveBeenCalled();
  });

  it("hears the connection's loss while it is in use: the process does not end", () => {
    const { listeners } = connection(() => Promise.resolve({ rows: [] }));
    expect(() => listeners.error!(new Error('Connection terminated unexpectedly'))).not.toThrow();
  });
});

describe('a call while the database is unavailable', () => {
  it('a read answers 503 with Retry-After and the Russian message, never a 500', async () => {
    const user = await registerAs(ctx, 'client');
    const spy = vi.spyOn(ctx.database.db, 'select').mockImplementationOnce(() => {
      throw wrapped(pgError('terminating connection due to administrator command', '57P01'));
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${user.token}` },
    });
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ errors: [MSG.unavailable], message: MSG.unavailable });
    expect((await get(ctx.app, '/api/user/profile', user.token)).status).toBe(200);
  });

  it('a change the database did not answer answers 503, and nothing of it is kept', async () => {
    const user = await registerAs(ctx, 'client');
    const before = (await get(ctx.app, '/api/user/profile', user.token)).body;
    const spy = vi.spyOn(ctx.database.db, 'update').mockImplementationOnce(() => {
      throw new Error('Query read timeout');
    });
    const res = await put(
      ctx.app,
      '/api/user/profile',
      {
        ...clientProfile,
        name: 'Ольга',
        description: 'Дом',
        vk: 'https://vk.com/olga',
        telegram: '@olga',
        whatsapp: '+79120000001',
      },
      user.token,
    );
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body.errors).toEqual([MSG.unavailable]);
    expect((await get(ctx.app, '/api/user/profile', user.token)).body).toEqual(before);
  });
});
