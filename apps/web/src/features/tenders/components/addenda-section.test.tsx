import { MSG_ADDENDA } from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddendaSection } from '@/features/tenders/components/addenda-section';
import { LONG_DESCRIPTION, makeAddendum } from '@/test/addenda';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';

describe('AddendaSection', () => {
  it('renders nothing while the tender has no addenda', () => {
    renderWithProviders(<AddendaSection addenda={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG_ADDENDA.title)).not.toBeInTheDocument();
  });

  it('lists the addenda newest first with the note, each change and the files', async () => {
    seedSession({ token: 't' });
    const { calls } = serveFetch({
      'GET /storage/docs/new-plan.pdf': () => json(200, {}),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <AddendaSection
        addenda={[
          makeAddendum(1),
          makeAddendum(2, {
            at: '2026-11-25T15:30:00.000Z',
            note: null,
            changes: [
              {
                field: 'description',
                label: 'Описание',
                before: LONG_DESCRIPTION,
                after: 'Школа на 300 мест',
              },
              { field: 'end_date', label: 'Дата окончания', before: null, after: '2027-06-30' },
              {
                field: 'offers_deadline',
                label: 'Срок приёма предложений',
                before: '2026-11-26T15:00:00.000Z',
                after: null,
              },
            ],
            files_added: [{ path: '/storage/docs/new-plan.pdf', name: 'План-2.pdf' }],
            files_removed: [{ path: null, name: 'План.pdf' }],
          }),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: MSG_ADDENDA.title });
    const items = within(section).getAllByTestId('addendum');
    expect(items).toHaveLength(2);

    const [second, first] = items as [HTMLElement, HTMLElement];
    expect(
      within(second).getByRole('heading', { name: 'Изменение № 2 от 25.11.2026, 18:30 (МСК)' }),
    ).toBeInTheDocument();
    expect(within(second).getByText(MSG_ADDENDA.noNote)).toBeInTheDocument();
    // The old description folded under 'Прежний текст', the new one in full.
    expect(within(second).getByText(MSG_ADDENDA.beforeText)).toBeInTheDocument();
    expect(within(second).getByText(LONG_DESCRIPTION)).toBeInTheDocument();
    expect(within(second).getByText(/Школа на 300 мест$/)).toBeInTheDocument();
    expect(within(second).getByText(/не указана → 30\.06\.2027/)).toBeInTheDocument();
    expect(within(second).getByText(/26\.11\.2026, 18:00 \(МСК\) → без срока/)).toBeInTheDocument();
    expect(within(second).getByText(MSG_ADDENDA.filesAdded)).toBeInTheDocument();
    expect(within(second).getByText(MSG_ADDENDA.filesRemoved)).toBeInTheDocument();
    const removed = within(second).getByText('План.pdf');
    expect(removed).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(second).queryByRole('button', { name: 'Скачать План.pdf' })).toBeNull();

    expect(
      within(first).getByRole('heading', { name: 'Изменение № 1 от 24.11.2026, 12:00 (МСК)' }),
    ).toBeInTheDocument();
    expect(within(first).getByText('Уточнили объём')).toBeInTheDocument();
    expect(within(first).getByText('Дата начала:')).toBeInTheDocument();
    expect(within(first).getByText(/01\.12\.2026 → 15\.12\.2026/)).toBeInTheDocument();

    // An added document downloads as the tender's documents do: with the token.
    await user.click(within(second).getByRole('button', { name: 'Скачать План-2.pdf' }));
    expect(calls.map((c) => c.url)).toEqual(['/storage/docs/new-plan.pdf']);
  });
});
