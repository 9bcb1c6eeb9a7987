import { REQUEST_STATUSES, type RequestStatus, type UserType } from '@podryad/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RequestStatusBadge } from '@/features/requests/components/request-status-badge';

// A request's status badge: each side reads its own words, and one label always has one colour.

/** Each status's badge as the side sees it: its text and its background. */
function badges(side: UserType) {
  renderWithProviders(
    <>
      {REQUEST_STATUSES.map((code) => (
        <div key={code} data-testid={code}>
          <RequestStatusBadge code={code} side={side} />
        </div>
      ))}
    </>,
  );
  return REQUEST_STATUSES.map((code: RequestStatus) => {
    const badge = screen.getByTestId(code).firstElementChild as HTMLElement;
    return {
      code,
      text: badge.textContent,
      background: badge.style.getPropertyValue('--badge-bg'),
    };
  });
}

describe('RequestStatusBadge', () => {
  it.each(['client', 'contractor'] as const)(
    'gives one label one colour on the %s side',
    (side) => {
      const shown = badges(side);
      const colourOf = new Map(shown.map(({ text, background }) => [text, background]));
      for (const { code, text, background } of shown) {
        expect(background, code).toBe(colourOf.get(text));
        expect(background, code).not.toBe('');
      }
    },
  );

  it("tells the contractor's undecided requests apart from its chosen and refused ones", () => {
    const shown = Object.fromEntries(badges('contractor').map((b) => [b.code, b]));
    expect(shown.waiting!.text).toBe('Принятие решения');
    expect(shown.accepted_by_contractor!.text).toBe('Принятие решения');
    expect(shown.accepted!.text).toBe('Выбран исполнителем');
    expect(shown.accepted!.background).not.toBe(shown.waiting!.background);
    expect(shown.declined!.background).not.toBe(shown.waiting!.background);
  });

  it('shows the client an answer in another colour than a wait', () => {
    const shown = Object.fromEntries(badges('client').map((b) => [b.code, b]));
    expect(shown.waiting!.text).toBe('Ожидание ответа');
    expect(shown.accepted_by_contractor!.text).toBe('Получен ответ');
    expect(shown.accepted_by_contractor!.background).not.toBe(shown.waiting!.background);
  });
});
