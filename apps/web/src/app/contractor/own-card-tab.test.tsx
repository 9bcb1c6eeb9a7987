import {
  type ContractorDetail,
  MSG_CONSENTS,
  MSG_OWN_CARD,
  MSG_REVIEWS,
  MSG_SRO,
  REGISTRY_TEXTS,
} from '@podryad/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCase, makeContractor, registryFacts, REGISTRY_PENDING } from '@/test/fixtures';
import { Where, json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { CONTRACTOR_USER } from '@/test/fixtures';
import { ownCardAnswer } from '@/test/own-card';
import { makeRating, makeReview, reviewPage } from '@/test/reviews';
import OwnCardTab from '@/app/contractor/own-card-tab';

// The cabinet's tab 'Как вас видят заказчики': the own card as clients see it and what to improve.

const SRO = {
  kind: 'construction',
  sro_name: 'Ассоциация «Строители Поволжья»',
  registration_number: 'СРО-С-123-01022010',
  level: 2,
} as const;

/** ООО «СтройМастер» with everything a client looks for: logo, СРО, a case, the register's facts. */
function complete(over: Partial<ContractorDetail> = {}): ContractorDetail {
  return makeContractor(5, {
    profile: {
      short_name: 'ООО «СтройМастер»',
      full_legal_name: 'ООО «СтройМастер»',
      inn: '7707083893',
      avatar: 'avatars/5.png',
    },
    sro_memberships: [SRO],
    cases: [makeCase(9, { project_name: 'Школа на Лесной' })],
    registry: registryFacts(),
    ...over,
  });
}

function setup(detail: ContractorDetail, reviews = reviewPage([])) {
  serveFetch({
    'GET /api/user/profile/card': () => json(200, ownCardAnswer(detail)),
    [`GET /api/contractors/${detail.id}/reviews`]: () => json(200, reviews),
  });
  const onEditAvatar = vi.fn();
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <OwnCardTab onEditAvatar={onEditAvatar} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: '/profile/contractor/personal?tab=card' },
  );
  return { user: userEvent.setup(), onEditAvatar };
}

const adviceList = async () => screen.findByRole('region', { name: MSG_OWN_CARD.advice });
const item = (list: HTMLElement, text: RegExp) =>
  within(list)
    .getAllByRole('listitem')
    .find((li) => text.test(li.textContent ?? ''))!;

describe('OwnCardTab', () => {
  beforeEach(() => {
    seedSession({ token: 'token-1', user: CONTRACTOR_USER });
  });

  it('shows the directory’s card and the page as clients see them', async () => {
    setup(complete());
    const card = await screen.findByRole('region', { name: MSG_OWN_CARD.directory });
    expect(within(card).getByRole('article', { name: 'ООО «СтройМастер»' })).toBeInTheDocument();
    const page = screen.getByRole('region', { name: MSG_OWN_CARD.page });
    expect(within(page).getByRole('heading', { name: MSG_SRO.title })).toBeInTheDocument();
    expect(within(page).getByText(SRO.sro_name)).toBeInTheDocument();
    expect(within(page).getByRole('heading', { name: REGISTRY_TEXTS.title })).toBeInTheDocument();
    expect(within(page).getByText('Проверено по ЕГРЮЛ 10.03.2026')).toBeInTheDocument();
    expect(within(page).getByRole('article', { name: /Школа на Лесной/ })).toBeInTheDocument();
    expect(within(page).getByText('7707083893')).toBeInTheDocument();
  });

  it('says clients do not see its contacts without the consent, and leads to «Мои данные»', async () => {
    const { user } = setup(complete({ phone: '', email: '' }));
    const card = await screen.findByRole('region', { name: MSG_OWN_CARD.directory });
    expect(within(card).getByText(MSG_CONSENTS.ownContactsHidden)).toBeVisible();
    expect(within(card).getByText(MSG_CONSENTS.contactsHidden)).toBeVisible();
    const link = within(card).getByRole('link', { name: MSG_CONSENTS.ownContactsLink });
    expect(link).toHaveAttribute('href', '/profile/contractor/personal?tab=data');
    await user.click(link);
    expect(screen.getByText(/^Адрес страницы:/)).toHaveTextContent(
      /^Адрес страницы: \/profile\/contractor\/personal\?tab=data$/,
    );
  });

  it('says nothing of hidden contacts while clients see them', async () => {
    setup(complete());
    await screen.findByRole('region', { name: MSG_OWN_CARD.directory });
    expect(screen.queryByText(MSG_CONSENTS.ownContactsHidden)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG_CONSENTS.contactsHidden)).not.toBeInTheDocument();
  });

  it('says the card is complete when nothing is left to do', async () => {
    setup(complete());
    const list = await adviceList();
    expect(within(list).getByText(MSG_OWN_CARD.done)).toBeInTheDocument();
    expect(within(list).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists what to improve, each with a link to where it is done', async () => {
    const { user, onEditAvatar } = setup(
      complete({
        profile: { ...complete().profile, avatar: null, inn: '7707083894' },
        participates_in_tenders: false,
        sro_memberships: [],
        cases: [],
        registry: {
          checked: false,
          reason: { code: 'bad_inn', label: 'ИНН указан с ошибкой' },
          attempted_at: null,
        },
      }),
    );
    const list = await adviceList();
    expect(within(list).queryByText(MSG_OWN_CARD.done)).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    const inn = item(list, /^ИНН не прошёл проверку контрольных цифр — исправьте его в профиле/);
    expect(within(inn).getByRole('link', { name: 'Исправить ИНН' })).toHaveAttribute(
      'href',
      '/profile/contractor/personal',
    );
    expect(
      within(item(list, /Не участвует в тендерах/)).getByRole('link', {
        name: 'Открыть настройки участия',
      }),
    ).toHaveAttribute('href', '/profile/contractor/personal?tab=settings');
    expect(
      within(item(list, /Членство в СРО не указано/)).getByRole('link', { name: 'Указать СРО' }),
    ).toHaveAttribute('href', '/profile/contractor/personal?tab=sro');
    expect(
      within(item(list, /нет кейсов/)).getByRole('link', { name: 'Перейти к кейсам' }),
    ).toHaveAttribute('href', '/profile/contractor/personal?tab=cases');

    await user.click(
      within(item(list, /Нет логотипа/)).getByRole('button', { name: 'Загрузить логотип' }),
    );
    expect(onEditAvatar).toHaveBeenCalledOnce();

    await user.click(within(inn).getByRole('link', { name: 'Исправить ИНН' }));
    expect(screen.getByText(/^Адрес страницы:/)).toHaveTextContent(
      /^Адрес страницы: \/profile\/contractor\/personal$/,
    );
  });

  it('explains a check not made yet without asking anything, the card still complete', async () => {
    setup(complete({ registry: REGISTRY_PENDING }));
    const list = await adviceList();
    expect(within(list).getByText(MSG_OWN_CARD.done)).toBeInTheDocument();
    const pending = item(list, /^Проверка по ЕГРЮЛ ещё не выполнена/);
    expect(within(pending).queryByRole('link')).not.toBeInTheDocument();
    expect(within(pending).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells what a register status other than active means to clients', async () => {
    setup(
      complete({ registry: registryFacts({ status: { code: 'bankrupt', label: 'Банкротство' } }) }),
    );
    const list = await adviceList();
    expect(item(list, /^По ЕГРЮЛ статус — «Банкротство»: для заказчиков/)).toBeDefined();
  });

  it("shows its rating and reviews as clients read them, with 'Ответить' on each one not answered", async () => {
    setup(
      complete(),
      reviewPage(
        [
          makeReview(2, { author_name: 'ООО «Девелопер»', text: 'Хорошо' }),
          makeReview(1, {
            author_name: 'Ольга Иванова',
            answer: { text: 'Спасибо', created_at: '2026-11-03T12:00:00Z' },
          }),
        ],
        makeRating({ count: 2, overall: 4 }),
      ),
    );
    const section = await screen.findByRole('region', { name: MSG_REVIEWS.section });
    expect(await within(section).findByTestId('rating-summary')).toHaveTextContent('2 отзыва');
    const [open, answered] = within(section).getAllByRole('article');
    expect(within(open!).getByRole('button', { name: MSG_REVIEWS.answerAction })).toBeVisible();
    expect(within(answered!).queryByRole('button', { name: MSG_REVIEWS.answerAction })).toBeNull();
    expect(within(answered!).getByText('Спасибо')).toBeVisible();
  });
});
