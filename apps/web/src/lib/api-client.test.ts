import { MSG } from '@podryad/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessages } from './api-client';

describe('errorMessages', () => {
  it("shows the server's own messages", () => {
    const error = new ApiError(409, ['Этот подрядчик уже приглашён в тендер']);
    expect(errorMessages(error, 'Ошибка приглашения')).toEqual([
      'Этот подрядчик уже приглашён в тендер',
    ]);
  });

  it("puts the screen's fallback in place of the generic message of an answer without messages", () => {
    expect(errorMessages(new ApiError(500, [MSG.generic]), 'Ошибка загрузки подрядчиков')).toEqual([
      'Ошибка загрузки подрядчиков',
    ]);
  });

  it('falls back for anything that is not an answer of our API', () => {
    expect(errorMessages(new Error('boom'), 'Ошибка загрузки тендера')).toEqual([
      'Ошибка загрузки тендера',
    ]);
    expect(errorMessages(undefined)).toEqual([MSG.generic]);
  });
});
