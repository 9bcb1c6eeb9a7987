import { describe, expect, it } from 'vitest';
import {
  DELETED_USER_LABEL,
  MSG_DELETION,
  deletionDate,
  isDeletedUserName,
} from './account-deletion';

describe('deletionDate', () => {
  it('writes the Moscow day of the deletion', () => {
    expect(deletionDate('2026-12-06T10:00:00.000Z')).toBe('06.12.2026');
    // 21:30 UTC is half past midnight in Moscow: the next day.
    expect(deletionDate(new Date('2026-12-05T21:30:00.000Z'))).toBe('06.12.2026');
  });

  it('puts the day into the closed account’s refusal', () => {
    expect(MSG_DELETION.closed('2026-12-06T10:00:00.000Z')).toBe(
      'Аккаунт закрыт и будет удалён 06.12.2026. Отмените удаление, чтобы продолжить работу.',
    );
  });
});

describe('isDeletedUserName', () => {
  it('knows the label of a deleted person, and nothing else', () => {
    expect(isDeletedUserName(DELETED_USER_LABEL)).toBe(true);
    expect(isDeletedUserName(` ${DELETED_USER_LABEL} `)).toBe(true);
    expect(isDeletedUserName('Иван')).toBe(false);
    expect(isDeletedUserName(null)).toBe(false);
  });
});
