import { MSG, documentAnswer, pathAnswer, tenderAnswer } from '@podryad/domain';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_USER, makeTender } from '@/test/fixtures';
import { json, mockFetch, seedSession } from '@/test/render';
import { stubImageDecoder } from '@/test/image-decoder';
import { useSession } from '@/stores/session';
import {
  ApiError,
  EARLY_GET_MS,
  NO_CONNECTION,
  OFFLINE_NOT_SENT,
  api,
  errorMessages,
  forgetEarly,
  startEarly,
} from '@/lib/api-client';
import { PAGE_CALLS } from '@/lib/page-start';
import { uploadFile } from '@/lib/upload-file';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The device without a network, as the browser reports it. */
const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

/** Runs `call`, expecting it to fail with an ApiError, and answers that error. */
async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api', () => {
  it('answers what the schema parses from a matching answer', async () => {
    seedSession({ token: 'secret', user: CLIENT_USER });
    const tender = makeTender(5, 'Школа на 300 мест');
    const fetchMock = mockFetch().mockResolvedValue(json(200, { tender }));

    await expect(api('/tenders/5', tenderAnswer)).resolves.toEqual({ tender });
    expect(fetchMock).toHaveBeenCalledWith('/api/tenders/5', {
      method: 'GET',
      headers: { authorization: 'Bearer secret' },
      body: undefined,
      signal: expect.any(AbortSignal),
    });
  });

  it('turns an answer that does not match the schema into an ApiError and logs it', async () => {
    seedSession();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests: _, ...incomplete } = makeTender(5, 'Школа на 300 мест');
    mockFetch().mockResolvedValue(json(200, { tender: incomplete }));

    const error = await apiErrorOf(api('/tenders/5', tenderAnswer));
    expect(error.errors).toEqual([MSG.badAnswer]);
    expect(error.message).toBe('Сервер прислал неожиданный ответ. Обновите страницу');
    expect(errorMessages(error, 'Ошибка загрузки тендера')).toEqual([MSG.badAnswer]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toContain('GET /tenders/5');
    expect(String(logged.mock.calls[0]![0])).toContain('requests');
  });

  it('treats a successful answer that is not JSON as unexpected', async () => {
    seedSession();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch().mockResolvedValue(new Response('<html></html>', { status: 200 }));

    const error = await apiErrorOf(api('/tenders/5', tenderAnswer));
    expect(error.errors).toEqual([MSG.badAnswer]);
  });

  it("still answers an error answer with the server's messages and fields", async () => {
    seedSession();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch().mockResolvedValue(
      json(400, {
        errors: ['Заполните поле'],
        message: 'Заполните поле',
        fields: { tender_name: ['Заполните поле'] },
      }),
    );

    const error = await apiErrorOf(api('/tenders', tenderAnswer, { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual(['Заполните поле']);
    expect(error.fields).toEqual({ tender_name: ['Заполните поле'] });
    expect(logged).not.toHaveBeenCalled();
  });

  it('gives an error answer without messages the generic one', async () => {
    seedSession();
    mockFetch().mockResolvedValue(new Response('Bad Gateway', { status: 502 }));

    const error = await apiErrorOf(api('/tenders/5', tenderAnswer));
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([MSG.generic]);
  });

  it('refuses a change while the device is offline without sending it', async () => {
    seedSession({ token: 'secret', user: CLIENT_USER });
    goOffline();
    const fetchMock = mockFetch();

    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const error = await apiErrorOf(api('/user/profile', tenderAnswer, { method, body: {} }));
      expect(error.status).toBe(0);
      expect(error.errors).toEqual([
        'Нет подключения к интернету: ничего не отправлено. Повторите, когда связь появится',
      ]);
      expect(errorMessages(error, 'Ошибка сохранения')).toEqual([OFFLINE_NOT_SENT]);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    // The session is kept: being offline signs nobody out.
    expect(useSession.getState().token).toBe('secret');
  });

  it('still tries a read while the device says it is offline, and says when no server answered', async () => {
    seedSession();
    goOffline();
    const fetchMock = mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiErrorOf(api('/tenders/5', tenderAnswer));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error.errors).toEqual(['Нет связи с сервером. Проверьте подключение к интернету']);
  });

  it('tells the queries the device is offline when a read fails there and they missed the event', async () => {
    seedSession();
    onlineManager.setOnline(true);
    const fetchMock = mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    // Online: a failed read is only a failed read.
    await apiErrorOf(api('/tenders/5', tenderAnswer));
    expect(onlineManager.isOnline()).toBe(true);

    goOffline();
    await apiErrorOf(api('/tenders/5', tenderAnswer));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onlineManager.isOnline()).toBe(false);
    onlineManager.setOnline(true);
  });

  it('says there is no connection when a change sent online reaches no server', async () => {
    seedSession();
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiErrorOf(api('/tenders', tenderAnswer, { method: 'POST', body: {} }));
    expect(error.status).toBe(0);
    expect(error.errors).toEqual([NO_CONNECTION]);
  });

  it('ends the session on a 401 to a signed-in caller', async () => {
    seedSession({ token: 'stale', user: CLIENT_USER });
    mockFetch().mockResolvedValue(json(401, { errors: [MSG.unauthorized], message: '' }));

    const error = await apiErrorOf(api('/tenders/5', tenderAnswer));
    expect(error.errors).toEqual([MSG.unauthorized]);
    expect(useSession.getState().token).toBeNull();
  });
});

describe('startEarly', () => {
  const tender = makeTender(5, 'Школа на 300 мест');

  it("sends the GET at once, and the screen's call of the same path takes its answer", async () => {
    seedSession({ token: 'secret', user: CLIENT_USER });
    const fetchMock = mockFetch().mockImplementation(async () => json(200, { tender }));

    startEarly('/tenders/5');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api('/tenders/5', tenderAnswer)).resolves.toEqual({ tender });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next call asks again.
    await expect(api('/tenders/5', tenderAnswer)).resolves.toEqual({ tender });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives a failed early call to the taker as its own failure', async () => {
    seedSession({ token: 'secret', user: CLIENT_USER });
    mockFetch().mockRejectedValueOnce(new TypeError('Failed to fetch'));

    startEarly('/tenders/5');
    const error = await apiErrorOf(api('/tenders/5', tenderAnswer));
    expect(error.errors).toEqual([NO_CONNECTION]);
  });

  it('never hands an answer of one session to another', async () => {
    seedSession({ token: 'first', user: CLIENT_USER });
    const fetchMock = mockFetch().mockImplementation(async () => json(200, { tender }));
    startEarly('/tenders/5');
    seedSession({ token: 'second', user: CLIENT_USER });

    await api('/tenders/5', tenderAnswer);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/tenders/5', {
      method: 'GET',
      headers: { authorization: 'Bearer second' },
      body: undefined,
      signal: expect.any(AbortSignal),
    });
  });

  it('drops an early answer once this page sends a change, or when its caller says so', async () => {
    seedSession({ token: 'secret', user: CLIENT_USER });
    const fetchMock = mockFetch().mockImplementation(async () => json(200, { tender }));
    startEarly('/tenders/5');
    await api('/tenders/5', tenderAnswer, { method: 'PUT', body: {} });
    await api('/tenders/5', tenderAnswer);
    // The early GET, the change, and a GET of its own: the early answer may predate the change.
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['GET', 'PUT', 'GET']);

    const drop = startEarly('/tenders/5');
    drop();
    await api('/tenders/5', tenderAnswer);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('hands over the newest of two early calls of a path', async () => {
    seedSession({ token: 'secret', user: CLIENT_USER });
    const older = makeTender(5, 'Школа');
    const fetchMock = mockFetch()
      .mockImplementationOnce(async () => json(200, { tender: older }))
      .mockImplementation(async () => json(200, { tender }));
    startEarly('/tenders/5');
    startEarly('/tenders/5');
    await expect(api('/tenders/5', tenderAnswer)).resolves.toEqual({ tender });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops an answer nobody took in time, and gives no other path or method its answer', async () => {
    vi.useFakeTimers();
    try {
      seedSession({ token: 'secret', user: CLIENT_USER });
      const fetchMock = mockFetch().mockImplementation(async () => json(200, { tender }));
      startEarly('/tenders/5');
      startEarly('/tenders/6');

      await api('/tenders/5?page=2', tenderAnswer);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(EARLY_GET_MS);
      await api('/tenders/6', tenderAnswer);
      expect(fetchMock).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A stand-in for XMLHttpRequest that answers every send with `status` and `body`. */
function stubXhr(
  status: number,
  body: string,
  onSend?: () => void,
  headers: Record<string, string> = {},
) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return headers[name.toLowerCase()] ?? null;
    }
    send(form: FormData) {
      sent.push(form);
      onSend?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
      this.status = status;
      this.responseText = body;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('uploadFile', () => {
  const file = new File(['%PDF'], 'смета.pdf', { type: 'application/pdf' });

  it('answers the parsed path, name and size of a document', async () => {
    seedSession({ token: 'secret' });
    const stored = { path: '/storage/docs/a.pdf', name: 'смета.pdf', size: 4 };
    stubXhr(200, JSON.stringify(stored));
    const progress = vi.fn();

    await expect(
      uploadFile('/request/uploadFile', documentAnswer, file, 'photos', progress),
    ).resolves.toEqual(stored);
    expect(progress).toHaveBeenCalledWith(100);
  });

  it('sends a long photo scaled down, saying it is being prepared first', async () => {
    seedSession({ token: 'secret' });
    stubImageDecoder(4000, 3000);
    const sent = stubXhr(200, JSON.stringify({ path: '/storage/images/a.jpg' }));
    const progress = vi.fn();
    const photo = new File([new Uint8Array(100)], 'фасад.jpg', { type: 'image/jpeg' });

    await uploadFile('/user/upload/avatar', pathAnswer, photo, 'images', progress);
    expect(progress.mock.calls).toEqual([[0, true], [0], [100]]);
    const file = sent[0]?.get('file') as File;
    expect(file.name).toBe('фасад.jpg');
    expect(file.size).toBe(10);
  });

  it('rejects an answer without the path with MSG.badAnswer', async () => {
    seedSession({ token: 'secret' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubXhr(200, JSON.stringify({ name: 'a.png' }));

    const error = await apiErrorOf(uploadFile('/user/upload/avatar', pathAnswer, file, 'images'));
    expect(error.errors).toEqual([MSG.badAnswer]);
  });

  it('refuses an upload while the device is offline without sending it', async () => {
    seedSession({ token: 'secret' });
    goOffline();
    const sent = vi.fn();
    stubXhr(200, JSON.stringify({ path: '/storage/images/a.png' }), sent);

    const error = await apiErrorOf(uploadFile('/user/upload/avatar', pathAnswer, file, 'images'));
    expect(error.errors).toEqual([OFFLINE_NOT_SENT]);
    expect(sent).not.toHaveBeenCalled();
  });

  it("rejects an error answer with the server's messages", async () => {
    seedSession({ token: 'secret' });
    stubXhr(413, JSON.stringify({ errors: [MSG.requestTooLarge], message: MSG.requestTooLarge }));

    const error = await apiErrorOf(uploadFile('/user/upload/avatar', pathAnswer, file, 'images'));
    expect(error.status).toBe(413);
    expect(error.errors).toEqual([MSG.requestTooLarge]);
  });

  it("rejects a 503 with the server's message and its Retry-After", async () => {
    seedSession({ token: 'secret' });
    const body = { errors: [MSG.unavailable], message: MSG.unavailable };
    stubXhr(503, JSON.stringify(body), undefined, { 'retry-after': '5' });

    const error = await apiErrorOf(uploadFile('/user/upload/avatar', pathAnswer, file, 'images'));
    expect(error.status).toBe(503);
    expect(error.errors).toEqual(['Сервис временно недоступен, повторите через минуту']);
    expect(error.retryAfter).toBe(5);
  });
});

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

describe('the calls index.html started', () => {
  const tender = makeTender(5, 'Школа на 300 мест');
  afterEach(() => forgetEarly());

  it("are taken by the screen's own call under the same session, once", async () => {
    seedSession({ token: 'secret', user: CLIENT_USER });
    const fetchMock = mockFetch().mockImplementation(async () => json(200, { tender }));
    window[PAGE_CALLS] = {
      '/tenders/5': { token: 'secret', response: Promise.resolve(json(200, { tender })) },
    };

    await expect(api('/tenders/5', tenderAnswer)).resolves.toEqual({ tender });
    expect(fetchMock).not.toHaveBeenCalled();
    await api('/tenders/5', tenderAnswer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are taken by a call started early, and fail as a call of its own would', async () => {
    seedSession({ token: 'secret', user: CLIENT_USER });
    const fetchMock = mockFetch();
    window[PAGE_CALLS] = {
      '/tenders/5': { token: 'secret', response: Promise.reject(new TypeError('Failed to fetch')) },
    };

    startEarly('/tenders/5');
    const error = await apiErrorOf(api('/tenders/5', tenderAnswer));
    expect(error.errors).toEqual([NO_CONNECTION]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("are never another session's, and are dropped once this page sends a change", async () => {
    seedSession({ token: 'second', user: CLIENT_USER });
    const fetchMock = mockFetch().mockImplementation(async () => json(200, { tender }));
    window[PAGE_CALLS] = {
      '/tenders/5': { token: 'first', response: Promise.resolve(json(200, { tender })) },
      '/tenders/6': { token: 'second', response: Promise.resolve(json(200, { tender })) },
    };

    await api('/tenders/5', tenderAnswer);
    await api('/tenders/6', tenderAnswer, { method: 'PUT', body: {} });
    await api('/tenders/6', tenderAnswer);
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'GET /api/tenders/5',
      'PUT /api/tenders/6',
      'GET /api/tenders/6',
    ]);
  });
});
