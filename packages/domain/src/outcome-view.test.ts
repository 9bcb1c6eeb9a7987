import { describe, expect, it } from 'vitest';
import {
  MSG_OUTCOME_VIEW,
  endedRequestLabel,
  outcomeReasonShown,
  outcomeVerdict,
} from './outcome-view';

describe('outcomeVerdict', () => {
  it('tells the winner it was chosen and a loser plainly that it was not', () => {
    const own = (s: 'accepted' | 'accepted_by_contractor' | 'waiting' | 'rejected') =>
      outcomeVerdict('executor_chosen', { side: 'contractor', own: s });
    expect(own('accepted')).toEqual({ text: 'Вы выбраны исполнителем', tone: 'chosen' });
    for (const s of ['accepted_by_contractor', 'waiting', 'rejected'] as const)
      expect(own(s)).toEqual({ text: 'Вы не выбраны исполнителем', tone: 'not_chosen' });
  });

  it('gives the client and a decliner the plain outcome', () => {
    expect(outcomeVerdict('executor_chosen', { side: 'client' }).text).toBe('Исполнитель выбран');
    expect(outcomeVerdict('executor_chosen', { side: 'contractor', own: 'declined' }).text).toBe(
      MSG_OUTCOME_VIEW.declined,
    );
    expect(outcomeVerdict('closed_without_choice', { side: 'contractor', own: 'waiting' })).toEqual(
      { text: 'Тендер завершён без выбора исполнителя', tone: 'neutral' },
    );
  });
});

describe('outcomeReasonShown', () => {
  it('shows why the others lost to them, not to the winner', () => {
    expect(outcomeReasonShown('executor_chosen', { side: 'client' })).toBe(true);
    expect(outcomeReasonShown('executor_chosen', { side: 'contractor', own: 'waiting' })).toBe(
      true,
    );
    expect(outcomeReasonShown('executor_chosen', { side: 'contractor', own: 'accepted' })).toBe(
      false,
    );
    expect(
      outcomeReasonShown('closed_without_choice', { side: 'contractor', own: 'waiting' }),
    ).toBe(true);
  });
});

describe('endedRequestLabel', () => {
  it('replaces a pending decision once the tender has ended', () => {
    expect(endedRequestLabel('accepted_by_contractor', 'executor_chosen')).toBe(
      'Выбран другой исполнитель',
    );
    expect(endedRequestLabel('offered', 'closed_without_choice')).toBe('Тендер завершён');
    expect(endedRequestLabel('accepted_by_contractor', 'waiting_for_requests')).toBeNull();
    expect(endedRequestLabel('accepted', 'executor_chosen')).toBeNull();
    expect(endedRequestLabel('declined', 'executor_chosen')).toBeNull();
  });
});
