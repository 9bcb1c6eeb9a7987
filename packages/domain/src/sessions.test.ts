import { describe, expect, it } from 'vitest';
import { MSG_SESSIONS, sessionLine, sessionsAnswer } from './sessions';

describe('sessions', () => {
  it('names a session by its browser and device', () => {
    expect(sessionLine({ device: 'Windows', browser: 'Chrome 140' })).toBe('Chrome 140, Windows');
  });

  it('says the address with the city when known, and an unknown one as such', () => {
    expect(MSG_SESSIONS.address('203.0.113.7', null)).toBe('Адрес: 203.0.113.7');
    expect(MSG_SESSIONS.address('203.0.113.7', 'Казань')).toBe('Адрес: 203.0.113.7, Казань');
    expect(MSG_SESSIONS.address(null, null)).toBe('Адрес: неизвестен');
  });

  it('reads the list answer with a null address and city', () => {
    const session = {
      id: 1,
      device: 'iPhone',
      browser: 'Safari 17',
      ip: null,
      city: null,
      created_at: '2026-11-20T09:30:00.000Z',
      last_seen_at: '2026-11-20T09:30:00.000Z',
      current: true,
    };
    expect(sessionsAnswer.parse({ sessions: [session] })).toEqual({ sessions: [session] });
  });
});
