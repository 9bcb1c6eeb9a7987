import { MSG, MSG_CONSENTS } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  makeCase,
  listMeta,
  makeContractor,
  makeRequest,
  makeTender,
  notificationPage,
  ownCard,
  registryFacts,
} from '@/test/fixtures';
import { json, mockFetch, renderWithProviders, seedSession, unavailable } from '@/test/render';
import { words } from '@/test/text';
import { NO_REVIEWS, REVIEWS_PAGE_1 } from '@/test/reviews';
import { ContractorDetail } from '@/app/client/contractors/contractor-detail';

const contractor = makeContractor(11, {
  phone: '+79031112233',
  email: 'stroy@example.ru',
  work_types: ['design', 'construction'],
  profile: {
    short_name: 'СтройМастер',
    full_legal_name: 'ООО «СтройМастер»',
    inn: '7701234560',
    year_founded: 2008,
    legal_address: 'Москва, ул. Ленина, 1',
    actual_address: 'Москва, ул. Мира, 5',
    telegram: '@stroymaster',
    vk: 'https://vk.com/stroymaster',
  },
  cases: [
    makeCase(1, {
      project_name: 'ЖК «Северный»',
      services: 'Монолитные работы',
      address: 'Москва, Тверская, 1',
      description: 'Жилой дом на 120 квартир',
      start_date: '2021-03-01',
      end_date: '2023-06-15',
      cover: '/storage/images/cover.png',
      images: ['/storage/images/a.png', '/storage/images/b.png'],
    }),
    makeCase(2, { project_name: 'Офис', start_date: '2024-01-10', end_date: '2024-01-25' }),
  ],
});

function setup(answer: Response, routes: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/contractors/11') return answer.clone();
    if (url === REVIEWS_PAGE_1) return json(200, NO_REVIEWS);
    const route = routes[url];
    if (route) return route();
    throw new Error(`unexpected ${url}`);
  });
  renderWithProviders(<ContractorDetail id={11} />);
  return fetchMock;
}

describe('ContractorDetail', () => {
  beforeEach(() => seedSession({ token: 't' }));

  it('says under an INN saved before the check that it did not pass it, and still opens', async () => {
    const saved = makeContractor(11, { profile: { short_name: 'СтройМастер', inn: '7701234567' } });
    setup(json(200, { user: saved }));
    const requisites = await screen.findByRole('region', { name: 'Реквизиты' });
    expect(within(requisites).getByText('7701234567')).toBeInTheDocument();
    expect(within(requisites).getByText(MSG.innUnchecked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выбрать подрядчика' })).toBeEnabled();
  });

  it('says how the contractor answers invitations over 30 days', async () => {
    const answering = makeContractor(11, {
      profile: { short_name: 'СтройМастер' },
      answers: {
        invitations_30d: 3,
        answered_in_3_days_percent: 100,
        median_answer_minutes: 20,
        invitations_7d: 1,
      },
    });
    setup(json(200, { user: answering }));
    expect(
      await screen.findByText(
        'Приглашений за 30 дней: 3 · Ответы в течение 3 дней: 100% · Медианное время ответа: меньше часа',
      ),
    ).toBeInTheDocument();
  });

  it("shows the client's own note and its mark 'Не приглашать' in 'Моя заметка'", async () => {
    setup(
      json(200, {
        user: {
          ...contractor,
          my_note: {
            text: 'Срывали сроки',
            do_not_invite: true,
            updated_at: '2026-11-01T10:00:00Z',
          },
        },
      }),
    );
    const block = await screen.findByRole('region', { name: 'Моя заметка' });
    expect(within(block).getByLabelText('Заметка')).toHaveValue('Срывали сроки');
    expect(within(block).getByRole('checkbox', { name: /Не приглашать/ })).toBeChecked();
    expect(within(block).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    // The badge under the name says it too.
    expect(screen.getAllByText('Не приглашать').length).toBeGreaterThan(1);
  });

  it('shows the requisites, the contacts with the formatted phone, and the work types', async () => {
    setup(json(200, { user: contractor }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'СтройМастер' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByRole('link', { name: 'Подрядчики' })).toHaveAttribute(
      'href',
      '/profile/client/contractors',
    );
    expect(within(crumbs).getByText('О подрядчике')).toBeInTheDocument();

    const requisites = screen.getByRole('region', { name: 'Реквизиты' });
    expect(within(requisites).getByText('7701234560')).toBeInTheDocument();
    expect(within(requisites).queryByText(MSG.innUnchecked)).not.toBeInTheDocument();
    expect(within(requisites).getByText('2008')).toBeInTheDocument();
    expect(within(requisites).getByText('ООО «СтройМастер»')).toBeInTheDocument();
    expect(within(requisites).getByText('Москва, ул. Ленина, 1')).toBeInTheDocument();

    const contacts = screen.getByRole('region', { name: 'Контакты' });
    expect(within(contacts).getByText('+7 (903) 111-22-33')).toBeInTheDocument();
    expect(within(contacts).getByRole('link', { name: 'stroy@example.ru' })).toBeInTheDocument();
    expect(within(contacts).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/stroymaster',
    );
    expect(within(contacts).getByRole('link', { name: 'VK' })).toHaveAttribute(
      'href',
      'https://vk.com/stroymaster',
    );
    expect(within(contacts).queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(within(contacts).getByText('Москва, ул. Мира, 5')).toBeInTheDocument();

    expect(screen.getByText('Проектирование')).toBeInTheDocument();
    expect(screen.getByText('Строительство')).toBeInTheDocument();
  });

  it('shows what the state register says of the company, and warns of another name there', async () => {
    setup(
      json(200, {
        user: {
          ...contractor,
          registry: registryFacts({
            name: {
              short: 'ООО "ЛЮТИК"',
              full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ЛЮТИК"',
            },
          }),
        },
      }),
    );
    const registry = await screen.findByRole('region', { name: 'Сведения из реестра' });
    expect(within(registry).getByText('Действует')).toBeInTheDocument();
    expect(within(registry).getByText('Проверено по ЕГРЮЛ 10.03.2026')).toBeInTheDocument();
    expect(within(registry).getByText('ООО "ЛЮТИК"')).toBeInTheDocument();
    expect(
      within(registry).getByText('Название в реестре отличается от указанного компанией'),
    ).toBeInTheDocument();
  });

  it('says the company is not checked yet, without a mark of a check', async () => {
    setup(json(200, { user: contractor }));
    const registry = await screen.findByRole('region', { name: 'Сведения из реестра' });
    expect(
      within(registry).getByText('Не проверено: проверка ещё не проведена'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Проверено по/)).not.toBeInTheDocument();
  });

  it("shows no '-' or 'нет' as a contact, and a link without its scheme as a link", async () => {
    setup(
      json(200, {
        user: {
          ...contractor,
          profile: {
            ...contractor.profile,
            vk: '-',
            telegram: 't.me/stroymaster',
            whatsapp: 'нет',
          },
        },
      }),
    );
    const contacts = await screen.findByRole('region', { name: 'Контакты' });
    expect(within(contacts).getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/stroymaster',
    );
    expect(within(contacts).queryByRole('link', { name: 'VK' })).not.toBeInTheDocument();
    expect(within(contacts).queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
  });

  it('says once that the contacts are hidden, with no empty row or link, the address kept', async () => {
    const hidden = {
      ...contractor,
      phone: '',
      email: '',
      profile: { ...contractor.profile, vk: null, telegram: null, whatsapp: null },
    };
    setup(json(200, { user: hidden }));
    const contacts = await screen.findByRole('region', { name: 'Контакты' });
    expect(within(contacts).getByText(MSG_CONSENTS.contactsHidden)).toBeVisible();
    expect(within(contacts).queryByText('Телефон')).not.toBeInTheDocument();
    expect(within(contacts).queryByText('Почта')).not.toBeInTheDocument();
    expect(within(contacts).queryByText('Соцсети')).not.toBeInTheDocument();
    expect(within(contacts).queryByRole('link')).not.toBeInTheDocument();
    expect(within(contacts).getByText('Москва, ул. Мира, 5')).toBeVisible();
  });

  it('shows each case with its build duration in years and months, or under a month', async () => {
    setup(json(200, { user: contractor }));
    const first = await screen.findByRole('article', { name: 'ЖК «Северный»' });
    expect(within(first).getByText('2 года 3 мес.')).toBeInTheDocument();
    expect(within(first).getByText('Монолитные работы')).toBeInTheDocument();
    expect(within(first).getByText('Москва, Тверская, 1')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Офис' });
    expect(within(second).getByText('менее месяца')).toBeInTheDocument();
  });

  it('shows the СРО memberships as the contractor states them, said to be its own word', async () => {
    setup(
      json(200, {
        user: {
          ...contractor,
          sro_memberships: [
            {
              kind: 'construction',
              sro_name: 'Ассоциация «Строители Поволжья»',
              registration_number: 'СРО-С-123-01022010',
              level: 2,
            },
            {
              kind: 'design',
              sro_name: 'Союз проектировщиков',
              registration_number: 'СРО-П-011-16072009',
              level: 4,
            },
          ],
        },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Членство в СРО' });
    expect(within(section).getByTestId('sro-stated')).toHaveTextContent('со слов подрядчика');
    expect(within(section).getAllByRole('listitem').map(words)).toEqual([
      'Ассоциация «Строители Поволжья» Строители СРО-С-123-01022010 2 уровень — до 500 млн ₽',
      'Союз проектировщиков Проектировщики и изыскатели СРО-П-011-16072009 4 уровень — свыше 300 млн ₽',
    ]);
    expect(
      within(section).getByRole('listitem', {
        name: 'Союз проектировщиков, со слов подрядчика',
      }),
    ).toBeInTheDocument();
  });

  it('says when the contractor stated no СРО', async () => {
    setup(json(200, { user: contractor }));
    const section = await screen.findByRole('region', { name: 'Членство в СРО' });
    expect(section).toHaveTextContent('Подрядчик не указал членство в СРО');
  });

  it('says when the contractor has no cases yet', async () => {
    setup(json(200, { user: { ...contractor, cases: [] } }));
    expect(await screen.findByText('У подрядчика пока нет кейсов')).toBeInTheDocument();
  });

  it('opens the preview of a case with its gallery', async () => {
    const user = userEvent.setup();
    setup(json(200, { user: contractor }));
    await user.click(await screen.findByRole('button', { name: 'ЖК «Северный»' }));
    const preview = await screen.findByRole('dialog', { name: 'ЖК «Северный»' });
    expect(within(preview).getByText('01.03.2021')).toBeInTheDocument();
    expect(within(preview).getByText('15.06.2023')).toBeInTheDocument();
    expect(within(preview).getByText('Жилой дом на 120 квартир')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Открыть галерею' }));
    const gallery = await screen.findByRole('dialog', { name: 'Галерея' });
    expect(within(gallery).getByText('1 из 3')).toBeInTheDocument();
  });

  it("invites the contractor and says 'Подрядчик успешно приглашён!'", async () => {
    const user = userEvent.setup();
    const fetchMock = setup(json(200, { user: contractor }), {
      // The modal's select asks for the newest 20 of the client's tenders, each with only this
      // contractor's request on it.
      '/api/tenders?contractor_id=11&per_page=20': () =>
        json(200, { tenders: [ownCard(makeTender(5, 'Школа'))], meta: listMeta(1, 1, 20) }),
      '/api/request/5': () => json(201, { request: makeRequest(1, 'offered') }),
      '/api/user/notifications': () => json(200, notificationPage([])),
    });
    await user.click(await screen.findByRole('button', { name: 'Выбрать подрядчика' }));
    const modal = await screen.findByRole('dialog', { name: 'Приглашение подрядчика' });
    await user.click(await within(modal).findByRole('combobox', { name: 'Тендер' }));
    await user.click(await screen.findByRole('option', { name: 'Школа' }));
    await user.click(within(modal).getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Подрядчик успешно приглашён!');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Приглашение подрядчика' }),
      ).not.toBeInTheDocument(),
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/request/5')).toBe(true);
  });

  it('cannot invite a contractor that does not take part in tenders, and says why', async () => {
    setup(json(200, { user: { ...contractor, participates_in_tenders: false } }));
    const button = await screen.findByRole('button', { name: 'Выбрать подрядчика' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Подрядчик сейчас не участвует в тендерах');
    expect(screen.getByText('Не участвует в тендерах')).toBeInTheDocument();
  });

  it("says 'Подрядчик не найден' with a way back on 404", async () => {
    setup(json(404, { errors: ['Не найдено'] }));
    expect(await screen.findByRole('heading', { name: 'Подрядчик не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к подрядчикам' })).toHaveAttribute(
      'href',
      '/profile/client/contractors',
    );
  });

  describe('when the contractor fails to load', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('logs the failure and shows a calm message', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      setup(json(500, { errors: ['boom'] }));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await screen.findByText(/Не удалось загрузить подрядчика/)).toBeInTheDocument();
      expect(log).toHaveBeenCalledWith('Подрядчик не загрузился', expect.anything());
      log.mockRestore();
    });

    it("says the service is unavailable on a 503, with 'Повторить' that loads the contractor", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const fetchMock = setup(unavailable(1));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Сервис временно недоступен, повторите через минуту',
      );
      expect(screen.getByRole('link', { name: 'Вернуться к подрядчикам' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Загрузка')).not.toBeInTheDocument();

      fetchMock.mockImplementation(async (url: string) =>
        json(200, url === REVIEWS_PAGE_1 ? NO_REVIEWS : { user: contractor }),
      );
      await user.click(screen.getByRole('button', { name: 'Повторить' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'СтройМастер' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
