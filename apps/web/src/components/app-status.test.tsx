import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from '@/stores/app-update';
import { AppStatus, OfflineNotice } from '@/components/app-status';
import { Loading } from '@/components/loading';
import { readsRestored } from '@/lib/reads-restoring';
import { TestMantine } from '@/test/render';

afterEach(() => {
  vi.restoreAllMocks();
  useAppUpdate.setState({ apply: null });
});

/** Sets what the browser reports and fires its event, as a device losing or finding its network. */
function setNetwork(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const renderLoading = () =>
  render(
    <TestMantine>
      <Loading />
    </TestMantine>,
  );

const renderStatus = () =>
  render(
    <TestMantine>
      <AppStatus />
    </TestMantine>,
  );

describe('AppStatus', () => {
  it('shows nothing while online and up to date', () => {
    renderStatus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says there is no connection while offline, and stops once it is back', () => {
    renderStatus();
    setNetwork(false);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Нет подключения к интернету');
    expect(status).toHaveTextContent(
      'Показаны последние загруженные данные. Изменения отправить нельзя, пока связь не появится.',
    );

    setNetwork(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so from the start on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderStatus();
    expect(screen.getByRole('status')).toHaveTextContent('Нет подключения к интернету');
  });

  it('leaves the offline notice to a layout that places it in the page, once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { unmount } = render(
      <TestMantine>
        <OfflineNotice />
        <AppStatus />
      </TestMantine>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').closest('.app-status-inline')).not.toBeNull();
    unmount();
    renderStatus();
    expect(screen.getByRole('status').closest('.app-status')).not.toBeNull();
  });

  it('says at once offline that a part never loaded cannot load now, instead of a spinner', () => {
    renderLoading();
    expect(screen.getByLabelText('Загрузка')).toBeInTheDocument();
    setNetwork(false);
    act(() => readsRestored());
    expect(screen.queryByLabelText('Загрузка')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Этот раздел ещё не открывался на этом устройстве. Он загрузится, когда связь появится.',
    );
  });

  it("offers a waiting new version and switches to it on 'Обновить'", async () => {
    renderStatus();
    const apply = vi.fn();
    act(() => useAppUpdate.getState().offer(apply));

    expect(screen.getByRole('status')).toHaveTextContent('Доступна новая версия приложения');
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
