import { NOTIFICATION_STREAM, type Notification, type RequestStatus } from '@podryad/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventStream, sse } from '@/test/event-stream';
import {
  listMeta,
  makeNotification,
  makeRequest,
  makeTender,
  notificationPage,
} from '@/test/fixtures';
import { makeQuestion } from '@/test/questions';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { useNotificationsPanel } from '@/stores/notifications-panel';
import { useSession } from '@/stores/session';
import { useRequest } from '@/features/requests/api/get-request';
import { useTender } from '@/features/tenders/api/get-tender';
import { useQuestions } from '@/features/clarifications/api/get-questions';
import { POLL_MS } from '@/features/notifications/api/get-notifications';
import { READY_TIMEOUT_MS, SILENCE_MS } from '@/features/notifications/api/notification-stream';
import { CabinetLayout } from '@/app/layouts/cabinet-layout';

// The cabinet hears of new notices from the live stream: the bell and the screens update at once,
// and a page without the stream polls as before and shows nothing of it.

const OLD = makeNotification(1, { is_new: true, title: 'Новое предложение' });
const OFFER = makeNotification(7, {
  is_new: true,
  title: 'Подрядчик будет участвовать',
  link: '/api/tenders/4',
  button_link: '/api/request/11',
});

const ANSWERED = makeNotification(8, {
  is_new: true,
  title: 'Ответ на ваш вопрос',
  link: '/api/tenders/4',
  button_link: null,
});

/** What a screen of the cabinet shows of a request, of its tender and of the tender's questions. */
function Screen() {
  const request = useRequest(11);
  const tender = useTender(4);
  const questions = useQuestions(4, 1);
  return (
    <>
      <p>Заявка: {request.data?.status.code ?? '…'}</p>
      <p>Тендер: {tender.data?.tender_name ?? '…'}</p>
      <p>Ответ: {questions.data ? (questions.data.questions[0]?.answer ?? 'нет') : '…'}</p>
    </>
  );
}

type StreamAnswer = () => Response;

/**
 * The server of the cabinet: the notifications (`notices`, changed by the test as the server
 * writes them), request 11 on tender 4, and the stream answering each connection with the next of
 * `streams` (none left: 404, as a server without it).
 */
function setup(streams: StreamAnswer[]) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  seedSession({ token: 'tok' });
  useNotificationsPanel.setState({ opened: false });
  const server = {
    notices: [OLD] as Notification[],
    requestStatus: 'offered' as RequestStatus,
    tenderName: 'Школа на 300 мест',
    /** The answer to the one question on tender 4, once given. */
    answer: null as string | null,
    /** The headers of each connection to the stream. */
    connections: [] as Headers[],
    polls: 0,
    /** While set, the notifications are answered only once it resolves (a slow server). */
    listGate: null as Promise<void> | null,
  };
  const { fetchMock, calls } = serveFetch({
    'GET /api/user/notifications': async () => {
      server.polls += 1;
      const notices = server.notices;
      await server.listGate;
      return json(200, notificationPage(notices));
    },
    'GET /api/user/notifications/stream': (_, __, headers) => {
      server.connections.push(headers);
      return streams.shift()?.() ?? json(404, { errors: ['Не найдено'] });
    },
    'GET /api/request/11': () =>
      json(200, {
        request: makeRequest(11, server.requestStatus, {
          tender: { id: 4, tender_name: server.tenderName, offers_deadline: null },
        }),
      }),
    'GET /api/tenders/4': () => json(200, { tender: makeTender(4, server.tenderName) }),
    'GET /api/tenders/4/questions': () =>
      json(200, {
        questions: [makeQuestion(5, { mine: true, answer: server.answer })],
        meta: listMeta(1),
        unanswered: null,
        questions_deadline: null,
      }),
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/profile/client" element={<CabinetLayout type="client" />}>
        <Route path="*" element={<Screen />} />
      </Route>
    </Routes>,
    { route: '/profile/client/main' },
  );
  return { server, fetchMock, calls, view };
}

const bell = (unread: number) =>
  screen.findByRole('button', { name: unread ? `Уведомления, новых: ${unread}` : 'Уведомления' });
/** Lets the timers run `ms` on, and the promises they settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useRealTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live notifications', () => {
  it('show a new notice on the bell and the screens at once, with no poll', async () => {
    const stream = eventStream();
    const { server } = setup([() => stream.response]);
    await bell(1);
    expect(await screen.findByText('Заявка: offered')).toBeVisible();
    stream.send(sse.ready(1));
    await waitFor(() => expect(server.connections).toHaveLength(1));
    const polls = server.polls;

    // The contractor answers: the server writes the notice and the request's new status.
    let answerList = () => {};
    server.listGate = new Promise((resolve) => (answerList = resolve));
    server.notices = [OFFER, OLD];
    server.requestStatus = 'waiting';
    server.tenderName = 'Школа на 320 мест';
    stream.send(sse.notification(OFFER, 2));
    // The bell takes the stream's count before the list comes.
    expect(await bell(2)).toBeVisible();
    answerList();
    expect(await screen.findByText('Заявка: waiting')).toBeVisible();
    expect(await screen.findByText('Тендер: Школа на 320 мест')).toBeVisible();
    // The list was asked again for the notice itself, not by the poll's clock.
    await waitFor(() => expect(server.polls).toBe(polls + 1));
  });

  it("load a tender's questions again on a notice, with the answer given", async () => {
    const stream = eventStream();
    const { server } = setup([() => stream.response]);
    await bell(1);
    expect(await screen.findByText('Ответ: нет')).toBeVisible();
    stream.send(sse.ready(1));
    await waitFor(() => expect(server.connections).toHaveLength(1));

    server.notices = [ANSWERED, OLD];
    server.answer = 'Да, фундамент входит в объём работ';
    stream.send(sse.notification(ANSWERED, 2));
    expect(await screen.findByText('Ответ: Да, фундамент входит в объём работ')).toBeVisible();
  });

  it('stop polling while the stream is live', async () => {
    const stream = eventStream();
    const { server } = setup([() => stream.response]);
    await bell(1);
    stream.send(sse.ready(1));
    await waitFor(() => expect(server.connections).toHaveLength(1));
    await elapse(0);
    const polls = server.polls;
    for (let ping = 0; ping < 5; ping += 1) {
      await elapse(NOTIFICATION_STREAM.heartbeatMs);
      stream.send(sse.ping);
    }
    expect(server.polls).toBe(polls);
    expect(stream.cancelled).toBe(false);
  });

  it('take a stream silent for two heartbeats for dead: reconnect, and poll meanwhile', async () => {
    const stream = eventStream();
    const { server } = setup([() => stream.response]);
    await bell(1);
    stream.send(sse.ready(1));
    await waitFor(() => expect(server.connections).toHaveLength(1));
    await elapse(SILENCE_MS - 100);
    expect(stream.cancelled).toBe(false);
    await elapse(100);
    expect(stream.cancelled).toBe(true);
    await elapse(NOTIFICATION_STREAM.retryMs);
    expect(server.connections).toHaveLength(2);
    server.notices = [OFFER, OLD];
    await elapse(POLL_MS);
    expect(await bell(2)).toBeVisible();
  });

  it('on `ready` load again only what may have changed unheard', async () => {
    const first = eventStream();
    const second = eventStream();
    const { server } = setup([() => first.response, () => second.response]);
    await bell(1);
    const polls = server.polls;
    // A fresh page has just loaded what the stream's count agrees with.
    first.send(sse.ready(1));
    await elapse(0);
    expect(server.polls).toBe(polls);
    // After a drop with no notice heard to resume from, the gap is unknown.
    first.close();
    server.notices = [OFFER, OLD];
    await elapse(NOTIFICATION_STREAM.retryMs);
    expect(server.connections[1]!.get('last-event-id')).toBeNull();
    second.send(sse.ready(1));
    expect(await bell(2)).toBeVisible();
  });

  it('on `ready` with another count show it and load the list again', async () => {
    const stream = eventStream();
    const { server } = setup([() => stream.response]);
    await bell(1);
    server.notices = [OFFER, OLD];
    stream.send(sse.ready(2));
    expect(await bell(2)).toBeVisible();
    await waitFor(() => expect(server.polls).toBe(2));
  });

  it('load the screens again on `reset`', async () => {
    const stream = eventStream();
    const { server } = setup([() => stream.response]);
    await bell(1);
    expect(await screen.findByText('Заявка: offered')).toBeVisible();
    stream.send(sse.ready(1));
    await elapse(0);
    // More was missed than the server keeps to catch up: it says so, and no notice.
    server.notices = [OFFER, OLD];
    server.requestStatus = 'waiting';
    stream.send(sse.reset);
    expect(await screen.findByText('Заявка: waiting')).toBeVisible();
    expect(await bell(2)).toBeVisible();
  });

  it('try again at once when the device comes back online', async () => {
    const stream = eventStream();
    const { server } = setup([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => stream.response,
    ]);
    await bell(1);
    await waitFor(() => expect(server.connections).toHaveLength(1));
    await elapse(NOTIFICATION_STREAM.retryMs / 2);
    expect(server.connections).toHaveLength(1);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(server.connections).toHaveLength(2));
  });

  it('send the bearer token in a header, never in the URL', async () => {
    const stream = eventStream();
    const { server, calls } = setup([() => stream.response]);
    await waitFor(() => expect(server.connections).toHaveLength(1));
    expect(server.connections[0]!.get('authorization')).toBe('Bearer tok');
    expect(server.connections[0]!.get('last-event-id')).toBeNull();
    expect(calls.find((c) => c.url.includes('/stream'))?.url).toBe(
      '/api/user/notifications/stream',
    );
  });

  it('reconnect a dropped stream from the last notice, waiting longer at each failure', async () => {
    const first = eventStream();
    const third = eventStream();
    const fourth = eventStream();
    const { server } = setup([
      () => first.response,
      () => json(503, { errors: ['Сервер перегружен'] }),
      () => third.response,
      () => fourth.response,
    ]);
    await bell(1);
    first.send(sse.ready(1));
    server.notices = [OFFER, OLD];
    first.send(sse.notification(OFFER, 2));
    expect(await bell(2)).toBeVisible();
    first.close();

    // The server's `retry` first, then twice that after the 503.
    await elapse(NOTIFICATION_STREAM.retryMs - 100);
    expect(server.connections).toHaveLength(1);
    await elapse(100);
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]!.get('last-event-id')).toBe('7');
    await elapse(2 * NOTIFICATION_STREAM.retryMs - 100);
    expect(server.connections).toHaveLength(2);
    await elapse(100);
    expect(server.connections).toHaveLength(3);
    expect(server.connections[2]!.get('last-event-id')).toBe('7');

    // A connection that got as far as `ready` starts the waits over.
    third.send(sse.ready(2));
    await elapse(0);
    third.close();
    await elapse(NOTIFICATION_STREAM.retryMs);
    expect(server.connections).toHaveLength(4);
  });

  it.each(['replaced', 'session'] as const)(
    'do not reconnect once the server ends the stream (%s), and poll again',
    async (reason) => {
      const stream = eventStream();
      const { server } = setup([() => stream.response, () => eventStream().response]);
      await bell(1);
      stream.send(sse.ready(1));
      await elapse(0);
      const polls = server.polls;
      stream.send(sse.end(reason));
      stream.close();
      await elapse(POLL_MS * 3);
      expect(server.connections).toHaveLength(1);
      expect(server.polls).toBeGreaterThanOrEqual(polls + 2);
    },
  );

  it.each([
    ['a 404', () => json(404, { errors: ['Не найдено'] })],
    ['JSON', () => json(200, { unread: 3 })],
  ])('without a stream (%s) poll every 30 s as before and show nothing', async (_, answer) => {
    const { server } = setup([answer, answer, answer, answer]);
    await bell(1);
    await waitFor(() => expect(server.connections).toHaveLength(1));
    server.notices = [OFFER, OLD];
    await elapse(POLL_MS);
    expect(await bell(2)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('give up on a stream whose `ready` does not come (a buffering proxy) and keep polling', async () => {
    const stream = eventStream();
    const { server } = setup([() => stream.response]);
    await bell(1);
    await waitFor(() => expect(server.connections).toHaveLength(1));
    stream.send(sse.ping);
    await elapse(READY_TIMEOUT_MS - 100);
    expect(stream.cancelled).toBe(false);
    await elapse(100);
    expect(stream.cancelled).toBe(true);
    server.notices = [OFFER, OLD];
    await elapse(POLL_MS);
    expect(await bell(2)).toBeVisible();
  });

  it('close the stream when the layout goes, and ask nothing after', async () => {
    const stream = eventStream();
    const { server, view, fetchMock } = setup([() => stream.response]);
    await bell(1);
    stream.send(sse.ready(1));
    await waitFor(() => expect(server.connections).toHaveLength(1));
    view.unmount();
    await waitFor(() => expect(stream.cancelled).toBe(true));
    const asked = fetchMock.mock.calls.length;
    await elapse(POLL_MS * 3);
    expect(fetchMock.mock.calls.length).toBe(asked);
  });

  it('reopen the stream with the new token when the session changes', async () => {
    const first = eventStream();
    const second = eventStream();
    const { server } = setup([() => first.response, () => second.response]);
    await bell(1);
    first.send(sse.ready(1));
    await waitFor(() => expect(server.connections).toHaveLength(1));
    act(() => useSession.setState({ token: 'tok2' }));
    await waitFor(() => expect(first.cancelled).toBe(true));
    await waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.connections[1]!.get('authorization')).toBe('Bearer tok2');
  });
});
