import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders, seedSession } from '@/test/render';
import { FileList } from '@/components/file-list';

const FILES = [
  { path: '/storage/docs/a1.pdf', name: 'Смета.pdf', size: 374_579 },
  { path: '/storage/docs/b2.xlsx', name: 'График.xlsx', size: 900 },
];

describe('FileList', () => {
  it('shows each file with its type icon, name and real size', () => {
    renderWithProviders(<FileList files={FILES} />);
    expect(screen.getByText('Смета.pdf')).toBeInTheDocument();
    expect(screen.getByText('365,8 КБ')).toBeInTheDocument();
    expect(screen.getByText('900 Б')).toBeInTheDocument();
    expect(screen.getByText('PDF')).toBeInTheDocument();
    expect(screen.getByText('XLS')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Удалить документ/ })).not.toBeInTheDocument();
  });

  it('says so when there are no documents', () => {
    renderWithProviders(<FileList files={[]} />);
    expect(screen.getByText('Документов нет')).toBeInTheDocument();
  });

  it('downloads a file with the token under the name the server gives', async () => {
    seedSession({ token: 'tok' });
    const fetchMock = mockFetch().mockResolvedValue(
      new Response('data', {
        headers: { 'content-disposition': "attachment; filename*=UTF-8''%D0%A1%D0%BC.pdf" },
      }),
    );
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<FileList files={FILES} />);

    await userEvent.click(screen.getByRole('button', { name: 'Скачать Смета.pdf' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/storage/docs/a1.pdf', {
      headers: { authorization: 'Bearer tok' },
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('См.pdf');
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('says why a download failed', async () => {
    mockFetch().mockResolvedValue(new Response('', { status: 403 }));
    renderWithProviders(<FileList files={FILES} />);
    await userEvent.click(screen.getByRole('button', { name: 'Скачать График.xlsx' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось скачать файл: доступ запрещён или CORS',
    );
  });

  it('deletes a file only after the confirmation', async () => {
    const onDelete = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FileList files={FILES} onDelete={onDelete} />);

    await user.click(screen.getByRole('button', { name: 'Удалить документ Смета.pdf' }));
    expect(await screen.findByText(/Документ «Смета.pdf» будет удалён/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Удалить документ Смета.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(onDelete).toHaveBeenCalledWith(FILES[0]);
  });
});
