import {
  MSG_QUESTIONS,
  MSG_OFFERS,
  MSG_TENDERS,
  TENDER_STATUS_LABELS,
  formatMoscow,
  moscowToday,
  type Tender,
  type TenderRequest,
} from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RequestsApi from '@/features/requests/api/upload-request-file';
import { ApiError } from '@/lib/api-client';
import {
  REGISTRY_PENDING,
  makeOfferTerms,
  makeParty,
  makeRequest,
  makeTender,
  notificationPage,
} from '@/test/fixtures';
import {
  type FetchRoutes,
  json,
  renderWithProviders,
  seedSession,
  serveFetch,
} from '@/test/render';
import { Invitation } from '@/app/contractor/home/invitation';
import { makeQuestion, questionPage } from '@/test/questions';
import { makeDeal } from '@/test/deals';
import { makeOutcome } from '@/test/outcome';

// Uploads go through XMLHttpRequest; here they answer at once with a stored path.
const uploads = vi.hoisted(() => ({
  file: vi.fn(async (file: File, onProgress?: (p: number) => void) => {
    onProgress?.(100);
    return { path: `/storage/requests/${file.name}`, name: file.name, size: file.size };
  }),
}));
vi.mock('@/features/requests/api/upload-request-file', async (importOriginal) => ({
  ...(await importOriginal<typeof RequestsApi>()),
  uploadRequestFile: uploads.file,
}));

const INVITATION = makeRequest(11, 'offered', {
  tender: { id: 1, tender_name: 'Школа на 300 мест', offers_deadline: null },
  client: makeParty(7, { profile: { name: 'Ольга', surname: 'Иванова' } }),
  user: makeParty(50, { profile: { short_name: 'Монолит' } }),
  origin: 'invitation',
  // While unanswered the answer fields stand in for the invitation, as the server sends them.
  comment: 'Ждём ваше предложение до пятницы',
  document_files: [{ path: '/storage/docs/tz.pdf', name: 'ТЗ.pdf', size: 4096 }],
  invite_comment: 'Ждём ваше предложение до пятницы',
  invite_document_files: [{ path: '/storage/docs/tz.pdf', name: 'ТЗ.pdf', size: 4096 }],
  is_new: true,
});

/** The tender with the contractor's request as it stands, answered as the server would. */
function setup(
  request: TenderRequest | null = INVITATION,
  extra: FetchRoutes = {},
  over: Partial<Tender> = {},
) {
  seedSession({ token: 'tok' });
  let current = request;
  const tender = () =>
    makeTender(1, 'Школа на 300 мест', {
      description: 'Трёхэтажное здание школы',
      document_files: [{ path: '/storage/docs/smeta.pdf', name: 'Смета.pdf', size: 374_579 }],
      requests: current ? [current] : [],
      ...over,
    });
  const served = serveFetch({
    'GET /api/tenders/1': () => json(200, { tender: tender() }),
    'GET /api/user/notifications': () => json(200, notificationPage([])),
    'GET /api/request': () => json(200, { requests: current ? [current] : [] }),
    'POST /api/request/accept/11': (body) => {
      const { comment, docs_paths } = body as { comment?: string; docs_paths: string[] };
      current = {
        ...current!,
        status: { code: 'accepted_by_contractor', label: 'Принятие решения' },
        comment: comment ?? null,
        documents: docs_paths,
        document_files: docs_paths.map((path) => ({
          path,
          name: path.split('/').pop()!,
          size: 2048,
        })),
      };
      return json(200, { request: current });
    },
    'POST /api/request/reject/11': (body) => {
      current = {
        ...current!,
        status: { code: 'declined', label: 'Отказ' },
        reject_reason: (body as { reason: string }).reason,
      };
      return json(200, { request: current });
    },
    'GET /api/request/11': () => json(200, { request: current }),
    'GET /api/tenders/1/questions': (_body, url) =>
      json(200, questionPage(PUBLISHED, url, { deadline: null })),
    ...extra,
  });
  renderWithProviders(<Invitation id={1} />);
  return { ...served, user: userEvent.setup() };
}

const card = () => screen.getByRole('region', { name: 'Приглашение заказчика' });

/** A question another bidder asked, answered to all. */
const PUBLISHED = [
  makeQuestion(5, {
    question: 'Нужен ли демонтаж старой кровли?',
    answer: 'Да, демонтаж входит в работы',
    answered_at: '2026-11-21T09:00:00.000Z',
    scope: 'all',
  }),
];

beforeEach(() => {
  uploads.file.mockClear();
});

describe('Invitation', () => {
  it('says whom the client buys for, with the register’s word on the company', async () => {
    setup(
      INVITATION,
      {},
      {
        buyer: {
          kind: 'company',
          name: 'ООО «Ромашка»',
          inn: '7701000019',
          registry: REGISTRY_PENDING,
        },
      },
    );
    const client = await screen.findByRole('region', { name: 'Заказчик' });
    expect(
      within(client).getByText('Заказчик закупает для компании ООО «Ромашка», ИНН 7701000019'),
    ).toBeInTheDocument();
    expect(within(client).getByText('Не проверено')).toBeInTheDocument();
    expect(within(client).getByText('проверка ещё не проведена')).toBeInTheDocument();
  });

  it('shows the questions answered to all, so the invited contractor reads them before answering', async () => {
    setup();
    const questions = await screen.findByRole('region', { name: MSG_QUESTIONS.title });
    expect(await within(questions).findByText('Нужен ли демонтаж старой кровли?')).toBeVisible();
    expect(within(questions).getByText('Да, демонтаж входит в работы')).toBeVisible();
  });

  it("shows the tender, the client's comment and files, and the two answers", async () => {
    const { calls } = setup();
    expect(
      await screen.findByRole('heading', { name: 'Приглашение к тендеру', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Школа на 300 мест', level: 2 })).toBeVisible();
    expect(screen.getByText('Трёхэтажное здание школы')).toBeInTheDocument();
    expect(within(card()).getByText('Ждём ваше предложение до пятницы')).toBeInTheDocument();
    expect(within(card()).getByText('Принятие решения')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Скачать ТЗ.pdf' })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Принять' })).toBeVisible();
    expect(within(card()).getByRole('button', { name: 'Отклонить' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Смотреть мой ответ' })).not.toBeInTheDocument();
    // Opening the page opens the request, which marks it seen.
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.url === '/api/request/11')).toBe(true),
    );
  });

  it('after the deadline for offers: says so, offers no Принять, keeps Отклонить', async () => {
    const deadline = new Date(Date.now() - 60_000).toISOString();
    setup(INVITATION, {}, { offers_deadline: deadline });
    const region = await screen.findByRole('region', { name: 'Приглашение заказчика' });
    expect(within(region).getByText(MSG_TENDERS.invitationClosedNote)).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Принять' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Отклонить' })).toBeVisible();
    expect(screen.getByTestId('offers-deadline')).toHaveTextContent(
      `до ${formatMoscow(deadline)} · приём предложений завершён`,
    );
  });

  it('accepts with a comment and an uploaded file, then offers my answer', async () => {
    const { user, calls } = setup();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Приглашение заказчика' })).findByRole(
        'button',
        { name: 'Принять' },
      ),
    );
    const modal = await screen.findByRole('dialog', { name: 'Принять приглашение' });
    await user.type(within(modal).getByLabelText('Комментарий'), 'Сделаем за 90 дней');
    await user.upload(
      within(modal).getByLabelText('Прикрепить файлы'),
      new File(['%PDF-1.4'], 'КП.pdf', { type: 'application/pdf' }),
    );
    expect(await within(modal).findByRole('button', { name: 'Скачать КП.pdf' })).toBeVisible();
    expect(uploads.file).toHaveBeenCalledTimes(1);
    await user.click(within(modal).getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Заявка успешно принята!');
    const accept = calls.find((c) => c.url === '/api/request/accept/11');
    expect(accept?.body).toEqual({
      comment: 'Сделаем за 90 дней',
      docs_paths: ['/storage/requests/КП.pdf'],
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Принять приглашение' })).toBeNull(),
    );
    // The invitation stays readable beside the answer: the client's words and files.
    expect(await within(card()).findByText('Принятие решения')).toBeInTheDocument();
    expect(within(card()).getByText('Ждём ваше предложение до пятницы')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Скачать ТЗ.pdf' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Смотреть мой ответ' }));
    const drawer = await screen.findByRole('dialog', { name: 'Мой ответ' });
    expect(await within(drawer).findByText('Сделаем за 90 дней')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Скачать КП.pdf' })).toBeInTheDocument();
    expect(within(drawer).getByText('Ольга Иванова')).toBeInTheDocument();
  });

  it("shows the server's words when the invitation can no longer be accepted", async () => {
    const { user } = setup(INVITATION, {
      'POST /api/request/accept/11': () =>
        json(409, {
          errors: ['Исполнитель по этому тендеру уже выбран, предложения не принимаются'],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Принять' }));
    const modal = await screen.findByRole('dialog', { name: 'Принять приглашение' });
    await user.click(within(modal).getByRole('button', { name: 'Отправить' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      /^Исполнитель по этому тендеру уже выбран, предложения не принимаются$/,
    );
    expect(screen.queryByText('Заявка успешно принята!')).not.toBeInTheDocument();
  });

  it('says why a file did not upload', async () => {
    uploads.file.mockRejectedValueOnce(new ApiError(413, ['Файл слишком большой']));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Принять' }));
    const modal = await screen.findByRole('dialog', { name: 'Принять приглашение' });
    await user.upload(
      within(modal).getByLabelText('Прикрепить файлы'),
      new File(['x'], 'огромный.pdf', { type: 'application/pdf' }),
    );
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'огромный.pdf: Файл слишком большой',
    );
    expect(within(modal).getByText('Файлы не прикреплены')).toBeInTheDocument();
  });

  it("declines with 'Другая причина' and its text", async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const modal = await screen.findByRole('dialog', { name: 'Укажите причину отказа' });
    expect(within(modal).getByRole('radio', { name: 'Нереалистичный бюджет' })).toBeVisible();
    await user.click(within(modal).getByRole('radio', { name: 'Другая причина' }));
    await user.type(
      within(modal).getByLabelText('Кратко опишите причину'),
      'Нет свободной техники',
    );
    await user.click(within(modal).getByRole('button', { name: 'Отклонить' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Заявка отклонена!');
    expect(calls.find((c) => c.url === '/api/request/reject/11')?.body).toEqual({
      reason: 'Нет свободной техники',
    });
    expect(await within(card()).findByText('Отказ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Смотреть мой ответ' }));
    const drawer = await screen.findByRole('dialog', { name: 'Мой ответ' });
    expect(await within(drawer).findByText('Вы отклонили приглашение.')).toBeInTheDocument();
    expect(within(drawer).getByText(/Нет свободной техники/)).toBeInTheDocument();
  });

  it("sends 'Другая причина' itself when its text is left empty", async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const modal = await screen.findByRole('dialog', { name: 'Укажите причину отказа' });
    await user.click(within(modal).getByRole('radio', { name: 'Другая причина' }));
    await user.click(within(modal).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Заявка отклонена!');
    expect(calls.find((c) => c.url === '/api/request/reject/11')?.body).toEqual({
      reason: 'Другая причина',
    });
  });

  it("shows my answer of an offer answered before, with the reason of a refusal, under the offer's title", async () => {
    const { user } = setup(
      makeRequest(11, 'rejected', {
        tender: { id: 1, tender_name: 'Школа на 300 мест', offers_deadline: null },
        client: makeParty(7, { profile: { name: 'Ольга', surname: 'Иванова' } }),
        origin: 'offer',
        comment: 'Смета во вложении',
        reject_reason: 'Неприемлемая стоимость',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Заявка на тендер', level: 1 }),
    ).toBeVisible();
    const answer = screen.getByRole('region', { name: 'Моё предложение' });
    expect(within(answer).getByText('Отказ')).toBeInTheDocument();
    expect(within(answer).queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
    await user.click(within(answer).getByRole('button', { name: 'Смотреть мой ответ' }));
    const drawer = await screen.findByRole('dialog', { name: 'Мой ответ' });
    expect(await within(drawer).findByText('Смета во вложении')).toBeInTheDocument();
    expect(within(drawer).getByText('Причина отказа заказчика:')).toBeInTheDocument();
    expect(within(drawer).getByText(/Неприемлемая стоимость/)).toBeInTheDocument();
  });

  it("shows the executor its deal with the step it makes next, where the deal's notices lead", async () => {
    const chosen = makeRequest(11, 'accepted', {
      tender: { id: 1, tender_name: 'Школа на 300 мест', offers_deadline: null },
      origin: 'invitation',
    });
    setup(
      chosen,
      {
        'GET /api/tenders/1/deal': () =>
          json(200, { deal: makeDeal({ tender_id: 1, status: 'awaiting_confirmation' }) }),
      },
      {
        status: { code: 'executor_chosen', label: TENDER_STATUS_LABELS.executor_chosen },
        outcome: makeOutcome(),
      },
    );
    const deal = await screen.findByRole('region', { name: /^Договор/ });
    expect(deal.closest('#deal')).not.toBeNull();
    expect(within(deal).getByRole('button', { name: 'Договор заключён' })).toBeVisible();
  });

  it('says when the contractor has no request for the tender', async () => {
    setup(null);
    expect(await screen.findByText('Приглашения нет')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Открыть тендер' })).toHaveAttribute(
      'href',
      '/profile/contractor/tender/1',
    );
    expect(screen.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
  });

  it('says the tender is not found', async () => {
    seedSession({ token: 'tok' });
    serveFetch({ 'GET /api/tenders/9': () => json(404, { errors: ['Тендер не найден'] }) });
    renderWithProviders(<Invitation id={9} />);
    expect(await screen.findByRole('heading', { name: 'Тендер не найден' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Вернуться к моим тендерам' })).toHaveAttribute(
      'href',
      '/profile/contractor/main',
    );
  });
});

describe('Invitation: the intent to bid and the priced answer', () => {
  /** The server's answer to 'Буду участвовать': kept on the invitation. */
  const intentRoute = (get: () => TenderRequest, set: (r: TenderRequest) => void) => ({
    'POST /api/request/intent/11': (body: unknown) => {
      const { intent, reason } = body as { intent: string; reason?: string };
      set(
        intent === 'will_bid'
          ? { ...get(), intent: 'will_bid' }
          : { ...get(), status: { code: 'declined', label: 'Отказ' }, reject_reason: reason! },
      );
      return json(200, { request: get() });
    },
  });

  it("answers 'Буду участвовать', shows it, and then accepts with a priced offer", async () => {
    let current = INVITATION;
    const validUntil = moscowToday(new Date(Date.now() + 10 * 24 * 3600_000));
    const { user, calls } = setup(INVITATION, {
      'GET /api/tenders/1': () =>
        json(200, { tender: makeTender(1, 'Школа на 300 мест', { requests: [current] }) }),
      'GET /api/request/11': () => json(200, { request: current }),
      ...intentRoute(
        () => current,
        (r) => (current = r),
      ),
      'POST /api/request/accept/11': () => {
        current = {
          ...current,
          status: { code: 'accepted_by_contractor', label: 'Принятие решения' },
          offer: makeOfferTerms({ price_kopecks: 300_000_000, vat: 'without_vat', vat_rate: 7 }),
          revision: 1,
        };
        return json(200, { request: current });
      },
    });
    const region = await screen.findByRole('region', { name: 'Приглашение заказчика' });
    expect(within(region).getByText(MSG_OFFERS.intentHint)).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Буду участвовать' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MSG_OFFERS.willBidSent);
    expect(calls.find((c) => c.url === '/api/request/intent/11')?.body).toEqual({
      intent: 'will_bid',
    });
    // The answer shows as a badge; the question is gone, the offer is what is left to send.
    await waitFor(() =>
      expect(within(card()).queryByRole('button', { name: 'Буду участвовать' })).toBeNull(),
    );
    expect(within(card()).getByText('Буду участвовать')).toBeVisible();
    expect(within(card()).queryByRole('button', { name: 'Не буду участвовать' })).toBeNull();

    await user.click(within(card()).getByRole('button', { name: 'Принять' }));
    const modal = await screen.findByRole('dialog', { name: 'Принять приглашение' });
    await user.type(within(modal).getByRole('textbox', { name: 'Цена, ₽' }), '3000000');
    await user.selectOptions(
      within(modal).getByRole('combobox', { name: 'НДС' }),
      'Без НДС (НДС начисляется сверху)',
    );
    await user.selectOptions(within(modal).getByRole('combobox', { name: 'Ставка НДС' }), '7 %');
    expect(within(modal).getByTestId('price-sums')).toHaveTextContent('Цена с НДС: 3 210 000 ₽');
    await user.type(within(modal).getByRole('textbox', { name: 'Срок выполнения, дней' }), '90');
    await user.type(within(modal).getByLabelText('Действует до'), validUntil);
    await user.click(within(modal).getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Заявка успешно принята!');
    expect(calls.find((c) => c.url === '/api/request/accept/11')?.body).toEqual({
      docs_paths: [],
      price_kopecks: 300_000_000,
      vat: 'without_vat',
      vat_rate: 7,
      duration_days: 90,
      valid_until: validUntil,
      inclusions: [],
      exclusions: [],
    });
    // My answer shows its terms, and may still be changed.
    await user.click(await screen.findByRole('button', { name: 'Смотреть мой ответ' }));
    const drawer = await screen.findByRole('dialog', { name: 'Мой ответ' });
    expect(
      await within(drawer).findByRole('region', { name: 'Условия предложения' }),
    ).toHaveTextContent('3 000 000 ₽, без НДС, НДС 7 % сверху');
    expect(within(card()).getByRole('button', { name: 'Изменить предложение' })).toBeVisible();
  });

  it('asks in order: the tender first, then whether to take part, then the offer', async () => {
    setup(INVITATION);
    const region = await screen.findByRole('region', { name: 'Приглашение заказчика' });
    // The tender's text precedes the answers in the page's order (first on a phone).
    const about = screen.getByRole('tab', { name: 'О тендере' });
    expect(about.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const steps = within(region).getAllByRole('heading', { level: 3 });
    expect(steps.map((h) => h.textContent)).toEqual([
      '1. Будете участвовать?',
      '2. Отправьте предложение',
    ]);
    // One way to decline: the spec's 'Отклонить' (with a reason), not a second button beside it.
    expect(within(region).queryByRole('button', { name: 'Не буду участвовать' })).toBeNull();
    const answers = ['Буду участвовать', 'Отклонить', 'Принять'];
    const shown = within(region)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((name) => answers.includes(name ?? ''));
    expect(shown).toEqual(answers);
  });

  it("shows the server's refusal of 'Буду участвовать'", async () => {
    const { user } = setup(INVITATION, {
      'POST /api/request/intent/11': () => json(409, { errors: [MSG_TENDERS.deadlinePassed] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Буду участвовать' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(MSG_TENDERS.deadlinePassed);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("asks no intent after the deadline: only 'Отклонить' stays", async () => {
    const deadline = new Date(Date.now() - 60_000).toISOString();
    setup(INVITATION, {}, { offers_deadline: deadline });
    const region = await screen.findByRole('region', { name: 'Приглашение заказчика' });
    expect(within(region).queryByRole('button', { name: 'Буду участвовать' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Не буду участвовать' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Отклонить' })).toBeVisible();
  });
});
