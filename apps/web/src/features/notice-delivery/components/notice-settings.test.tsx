import { MSG, MSG_DELIVERY, NOTICE_TOPICS, type NoticeSettings as Settings } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_USER } from '@/test/fixtures';
import { makeNoticeSettings } from '@/test/notice-settings';
import { phoneScreen } from '@/test/media';
import { json, renderWithProviders, seedSession, serveFetch, unavailable } from '@/test/render';
import { NoticeSettings } from '@/features/notice-delivery/components/notice-settings';

const topic = (name: string) => screen.getByRole('radiogroup', { name });
const mode = (topicName: string, name: string) =>
  within(topic(topicName)).getByRole('radio', { name });
const OFFERS = 'Предложения и ответы на приглашения';
const DAILY = 'Раз в день, в 9:00 по Москве';

function renderTab(props: { onEditEmail?: () => void } = {}) {
  renderWithProviders(<NoticeSettings {...props} />);
  return { user: userEvent.setup() };
}
const saveStatus = () => screen.getByRole('status');

describe('NoticeSettings', () => {
  beforeEach(() => seedSession({ token: 'token-1', user: CLIENT_USER }));
  afterEach(() => vi.useRealTimers());

  it('shows each topic with its stored mode, the hint, and no push where the server has none', async () => {
    serveFetch({
      'GET /api/user/notification-settings': () =>
        json(
          200,
          makeNoticeSettings({
            email: { ...makeNoticeSettings().email, offers: 'daily', decisions: 'never' },
          }),
        ),
    });
    renderTab();

    expect(
      await screen.findByRole('heading', { name: 'Уведомления на почту' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/одним письмом в день в 9:00 по московскому времени/),
    ).toBeInTheDocument();
    expect(screen.getByText(/только по темам, где выбрано «Сразу»/)).toBeInTheDocument();
    expect(mode('Приглашения к тендерам', 'Сразу')).toBeChecked();
    expect(mode(OFFERS, DAILY)).toBeChecked();
    expect(mode('Решения по предложениям', 'Не присылать')).toBeChecked();
    expect(mode('Сроки и напоминания', 'Сразу')).toBeChecked();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(NOTICE_TOPICS.length);
    // Side by side on a wide screen.
    expect(topic(OFFERS)).toHaveAttribute('data-orientation', 'horizontal');

    expect(screen.getByRole('heading', { name: 'Push-уведомления' })).toBeInTheDocument();
    expect(screen.getByText(MSG_DELIVERY.pushServerOff)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the modes one under another on a phone', async () => {
    phoneScreen();
    serveFetch({ 'GET /api/user/notification-settings': () => json(200, makeNoticeSettings()) });
    renderTab();
    await screen.findByRole('heading', { name: 'Уведомления на почту' });
    expect(topic(OFFERS)).toHaveAttribute('data-orientation', 'vertical');
  });

  it('saves a change at once, only the topic changed, and keeps what the server answered', async () => {
    let stored: Settings = makeNoticeSettings();
    const { calls } = serveFetch({
      'GET /api/user/notification-settings': () => json(200, stored),
      'PUT /api/user/notification-settings': (body) => {
        stored = { ...stored, email: { ...stored.email, ...(body as object) } };
        return json(200, stored);
      },
    });
    const { user } = renderTab();
    await screen.findByRole('heading', { name: 'Уведомления на почту' });
    // The status line is there, empty, before anything is saved: saying "saved" moves nothing.
    expect(saveStatus()).toHaveTextContent('');

    await user.click(mode(OFFERS, DAILY));
    expect(mode(OFFERS, DAILY)).toBeChecked();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Изменения сохранены'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { offers: 'daily' },
    ]);
    expect(mode(OFFERS, DAILY)).toBeChecked();
    expect(mode('Приглашения к тендерам', 'Сразу')).toBeChecked();
  });

  it('puts the choice back and says why when the server refuses it', async () => {
    let answer = json(500, { errors: [] });
    serveFetch({
      'GET /api/user/notification-settings': () => json(200, makeNoticeSettings()),
      'PUT /api/user/notification-settings': () => answer,
    });
    const { user } = renderTab();
    await screen.findByRole('heading', { name: 'Уведомления на почту' });

    await user.click(mode(OFFERS, 'Не присылать'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DELIVERY.saveFailed);
    expect(mode(OFFERS, 'Сразу')).toBeChecked();
    expect(mode(OFFERS, 'Не присылать')).not.toBeChecked();
    expect(saveStatus()).toHaveTextContent('');

    // The server's own reason, when it gives one; a new try clears the old message first.
    answer = json(400, { errors: ['Неизвестный режим'], message: 'Неизвестный режим' });
    await user.click(mode(OFFERS, DAILY));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Неизвестный режим'));
    expect(mode(OFFERS, 'Сразу')).toBeChecked();
  });

  it("warns that the mail server refuses the account's address and offers to change it", async () => {
    serveFetch({
      'GET /api/user/notification-settings': () =>
        json(
          200,
          makeNoticeSettings({
            email_refused: { address: 'OLGA@example.ru', at: '2026-03-02T09:15:00.000Z' },
          }),
        ),
    });
    const onEditEmail = vi.fn();
    const { user } = renderTab({ onEditEmail });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Письма на OLGA@example\.ru не доставляются/);
    // In the reader's time zone, whichever the machine's is.
    expect(alert).toHaveTextContent(/с 02\.03\.2026, \d\d:15 почтовый сервер получателя/);
    expect(alert).toHaveTextContent('Укажите другую почту в личных данных');
    await user.click(within(alert).getByRole('button', { name: 'Изменить почту' }));
    expect(onEditEmail).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a refused address the account no longer has', async () => {
    serveFetch({
      'GET /api/user/notification-settings': () =>
        json(
          200,
          makeNoticeSettings({
            email_refused: { address: 'old@example.ru', at: '2026-03-02T09:15:00Z' },
          }),
        ),
    });
    renderTab();
    await screen.findByRole('heading', { name: 'Уведомления на почту' });
    expect(screen.queryByText(/не доставляются/)).not.toBeInTheDocument();
  });

  it('says the settings did not load and loads them again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveFetch({
      'GET /api/user/notification-settings': () =>
        failing ? new Response('oops', { status: 502 }) : json(200, makeNoticeSettings()),
    });
    renderTab();
    expect(screen.getByLabelText('Загрузка')).toBeInTheDocument();
    // The query's own retries first.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DELIVERY.loadFailed);

    failing = false;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('radiogroup', { name: OFFERS })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says a 503 while it retries, with 'Повторить' that loads the settings", async () => {
    // The server asks to wait 30 s: only 'Повторить' loads again within the test.
    let down = true;
    serveFetch({
      'GET /api/user/notification-settings': () =>
        down ? unavailable(30) : json(200, makeNoticeSettings()),
    });
    const { user } = renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.unavailable);
    expect(screen.queryByLabelText('Загрузка')).not.toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: MSG.retry }));
    expect(await screen.findByRole('radiogroup', { name: OFFERS })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
