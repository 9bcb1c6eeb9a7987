import { MSG, MSG_NOTES } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { ContractorNoteBlock } from '@/features/contractors/components/contractor-note';

const NOTE = { text: 'Срывали сроки', do_not_invite: true, updated_at: '2026-11-01T10:00:00.000Z' };
const saved = (body: unknown) =>
  json(200, { note: { ...(body as object), updated_at: '2026-11-02T10:00:00.000Z' } });

describe('ContractorNoteBlock', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('shows the own note and its mark, and says only the client sees it', () => {
    serveFetch({});
    renderWithProviders(<ContractorNoteBlock contractorId={11} note={NOTE} />);
    const block = screen.getByRole('region', { name: 'Моя заметка' });
    expect(within(block).getByText(MSG_NOTES.privacy)).toBeInTheDocument();
    expect(within(block).getByLabelText('Заметка')).toHaveValue('Срывали сроки');
    expect(within(block).getByRole('checkbox', { name: /Не приглашать/ })).toBeChecked();
  });

  it('saves the note and the mark', async () => {
    const { calls } = serveFetch({ 'PUT /api/contractors/11/note': saved });
    renderWithProviders(<ContractorNoteBlock contractorId={11} note={null} />);
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Заметка'), 'Хорошая смета');
    await userEvent.click(screen.getByRole('checkbox', { name: /Не приглашать/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_NOTES.saved);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/contractors/11/note',
        body: { text: 'Хорошая смета', do_not_invite: true },
      },
    ]);
  });

  it('asks for words or the mark before sending, and keeps what was typed on a refusal', async () => {
    const { calls } = serveFetch({
      'PUT /api/contractors/11/note': () =>
        json(400, { errors: [MSG.tooLong], fields: { text: [MSG.tooLong] } }),
    });
    renderWithProviders(<ContractorNoteBlock contractorId={11} note={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText(MSG_NOTES.empty)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByLabelText('Заметка'), 'Длинная заметка');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(MSG.tooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Заметка')).toHaveValue('Длинная заметка');
  });

  it('removes the note only after the confirm', async () => {
    const { calls } = serveFetch({
      'DELETE /api/contractors/11/note': () => json(200, { success: true }),
    });
    renderWithProviders(<ContractorNoteBlock contractorId={11} note={NOTE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление заметки' });
    expect(within(dialog).getByText(MSG_NOTES.confirmRemove)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const again = await screen.findByRole('dialog', { name: 'Удаление заметки' });
    await userEvent.click(within(again).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_NOTES.removed);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/contractors/11/note']);
    expect(screen.getByLabelText('Заметка')).toHaveValue('');
  });
});
