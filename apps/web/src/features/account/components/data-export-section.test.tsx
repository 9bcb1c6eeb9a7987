import {
  DATA_EXPORT_POLL_MS,
  type DataExportState,
  MSG_DATA_EXPORT,
  formatDateTime,
} from '@podryad/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Download from '@/lib/download';
import { CLIENT_USER } from '@/test/fixtures';
import { phoneScreen } from '@/test/media';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { DataExportSection } from '@/features/account/components/data-export-section';

// 'Скачать мои данные' in the cabinets' tab 'Мои данные'.

const download = vi.hoisted(() => ({ navigate: vi.fn((_url: string) => {}) }));
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  navigateToDownload: download.navigate,
}));

const LINK_URL = '/api/user/data-export/file?token=5.7.1796000000.abc';

const state = (changes: Partial<DataExportState> = {}): DataExportState => ({
  id: 5,
  status: 'queued',
  progress: 0,
  created_at: '2026-11-29T10:00:00.000Z',
  ready_at: null,
  expires_at: null,
  size: null,
  ...changes,
});

const READY = state({
  status: 'ready',
  progress: 100,
  ready_at: '2026-11-29T10:05:00.000Z',
  expires_at: '2026-11-30T10:05:00.000Z',
  size: 1_572_864,
});

/** Serves GET with the current state (changed by the test), POST with `started`, the link. */
function setup(
  initial: DataExportState | null,
  started: () => Response = () => json(202, state()),
  link: () => Response | Promise<Response> = () =>
    json(200, { url: LINK_URL, expires_at: '2026-11-29T10:10:00.000Z' }),
) {
  let current = initial;
  const served = serveFetch({
    'GET /api/user/data-export': () => json(200, current),
    'POST /api/user/data-export': () => started(),
    'POST /api/user/data-export/link': () => link(),
  });
  renderWithProviders(<DataExportSection />);
  const posts = () =>
    served.calls.filter((c) => c.method === 'POST' && !c.url.endsWith('/link')).length;
  return {
    posts,
    set: (next: DataExportState | null) => (current = next),
    user: userEvent.setup(
      vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : undefined,
    ),
  };
}

describe('DataExportSection', () => {
  beforeEach(() => {
    seedSession({ token: 't', user: CLIENT_USER });
    download.navigate.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('orders the archive, shows its progress while it is prepared, then offers it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, set, posts } = setup(null);
    expect(await screen.findByText(MSG_DATA_EXPORT.hint)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: MSG_DATA_EXPORT.start }));
    expect(posts()).toBe(1);
    expect(await screen.findByRole('status')).toHaveTextContent(`${MSG_DATA_EXPORT.queued}…0%`);

    set(state({ status: 'building', progress: 40 }));
    await act(() => vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`${MSG_DATA_EXPORT.building}…40%`),
    );
    expect(screen.getByRole('progressbar', { name: MSG_DATA_EXPORT.building })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    set(READY);
    await act(() => vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS));
    expect(await screen.findByText(`${MSG_DATA_EXPORT.ready} · 1,5 МБ`)).toBeVisible();
    expect(
      screen.getByText(MSG_DATA_EXPORT.availableUntil(formatDateTime(READY.expires_at!))),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('downloads the ready archive by its signed link, straight to disk', async () => {
    let answer!: (r: Response) => void;
    const { user } = setup(READY, undefined, () => new Promise<Response>((r) => (answer = r)));
    await user.click(await screen.findByRole('button', { name: MSG_DATA_EXPORT.download }));
    // Pending while the link is asked for: the button shows it and takes no second tap.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: MSG_DATA_EXPORT.download })).toHaveAttribute(
        'data-loading',
      ),
    );
    expect(download.navigate).not.toHaveBeenCalled();
    answer(json(200, { url: LINK_URL, expires_at: '2026-11-29T10:10:00.000Z' }));
    await waitFor(() => expect(download.navigate).toHaveBeenCalledWith(LINK_URL));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_DATA_EXPORT.downloadStarted);
  });

  it("says so when the link cannot be had, with the server's reason", async () => {
    const { user } = setup(READY, undefined, () =>
      json(404, { errors: [MSG_DATA_EXPORT.gone], message: MSG_DATA_EXPORT.gone }),
    );
    await user.click(await screen.findByRole('button', { name: MSG_DATA_EXPORT.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DATA_EXPORT.gone);
    expect(download.navigate).not.toHaveBeenCalled();
  });

  it('falls back to its own message when the link call fails without one', async () => {
    const { user } = setup(READY, undefined, () => json(500, {}));
    await user.click(await screen.findByRole('button', { name: MSG_DATA_EXPORT.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DATA_EXPORT.downloadFailed);
    expect(download.navigate).not.toHaveBeenCalled();
  });

  it('asks before a new archive replaces the ready one', async () => {
    const { user, posts } = setup(READY);
    await user.click(await screen.findByRole('button', { name: MSG_DATA_EXPORT.again }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MSG_DATA_EXPORT.replaces);
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(posts()).toBe(0);

    await user.click(screen.getByRole('button', { name: MSG_DATA_EXPORT.again }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: MSG_DATA_EXPORT.again,
      }),
    );
    await waitFor(() => expect(posts()).toBe(1));
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_DATA_EXPORT.queued);
  });

  it('tells of a failed archive and tries again', async () => {
    const { user, posts } = setup(state({ status: 'failed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DATA_EXPORT.failed);
    await user.click(screen.getByRole('button', { name: MSG_DATA_EXPORT.retry }));
    expect(posts()).toBe(1);
    expect(await screen.findByRole('status')).toHaveTextContent(MSG_DATA_EXPORT.queued);
  });

  it("shows the server's refusal and keeps the button", async () => {
    const { user } = setup(null, () =>
      json(409, { errors: [MSG_DATA_EXPORT.busy], message: MSG_DATA_EXPORT.busy }),
    );
    await user.click(await screen.findByRole('button', { name: MSG_DATA_EXPORT.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DATA_EXPORT.busy);
  });

  it('says when the state cannot be had, and asks again', async () => {
    let fail = true;
    serveFetch({
      'GET /api/user/data-export': () =>
        fail ? json(400, { errors: ['нет'], message: 'нет' }) : json(200, null),
    });
    renderWithProviders(<DataExportSection />);
    const user = userEvent.setup();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      MSG_DATA_EXPORT.loadFailed,
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG_DATA_EXPORT.retry }));
    expect(await screen.findByRole('button', { name: MSG_DATA_EXPORT.start })).toBeVisible();
  });

  it('fits a phone: the button and the bar in one column', async () => {
    phoneScreen();
    setup(state({ status: 'building', progress: 10 }));
    expect(await screen.findByRole('progressbar')).toBeVisible();
    expect(screen.getByRole('heading', { name: MSG_DATA_EXPORT.title })).toBeVisible();
  });
});
