import { expect, test, type Page } from '../support/test';
import {
  bearer,
  createTenderByApi,
  inviteByApi,
  ok,
  registerClientByApi,
  registerContractorByApi,
} from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { setClientContactsByApi } from '../support/contractor-tenders';
import { expectFitsPhone, onNarrowestPhone, sendPricedOfferByApi } from '../support/phone';
import { acceptByApi } from '../support/requests';

// The first day of a real user, on a 360 px phone: notices that read right for a client with a
// woman's name, the price in the client's notice of an offer, 'Ответ на ваш вопрос' opening the
// question, the notice settings that stay put when a choice is saved and say why push is not
// offered, and contacts typed as '-' or 'нет' not shown to the partner.

const unique = () => String(Date.now()).slice(-6);

/** The bell's panel, opened by a tap; answers the list of notices. */
async function openBell(page: Page) {
  await page.getByRole('button', { name: /^Уведомления/ }).tap();
  const panel = page.getByRole('dialog', { name: 'Все уведомления' });
  await expect(panel).toBeVisible();
  return panel.getByTestId('notification');
}

test('a client named Ирина Соколова: her offer notice says the price, and the chosen contractor’s bell reads right', async ({
  browser,
  request,
}) => {
  const tenderName = `Склад Т${unique()}`;
  const client = await registerClientByApi(request, { name: 'Ирина', surname: 'Соколова' });
  const contractor = await registerContractorByApi(request);
  const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });
  const offer = await sendPricedOfferByApi(request, contractor.token, tenderId, {
    price_kopecks: 1_250_000_00,
    vat: 'with_vat',
    vat_rate: 22,
    duration_days: 60,
  });

  await onNarrowestPhone(browser, client, 'client', async (page) => {
    const notice = (await openBell(page)).filter({ hasText: 'Новое предложение' });
    await expect(notice).toContainText(
      `Подрядчик ${contractor.short_name} отправил коммерческое предложение по тендеру «${tenderName}»: 1 250 000 ₽, с НДС 22 %`,
    );
    await expectFitsPhone(page, 'Все уведомления', page.getByRole('dialog'));
  });

  await acceptByApi(request, client.token, offer.request.id);

  await onNarrowestPhone(browser, contractor, 'contractor', async (page) => {
    const notice = (await openBell(page)).filter({ hasText: 'Вы выбраны исполнителем' });
    await expect(notice).toContainText(
      `Заказчик «Ирина Соколова» выбрал вас исполнителем тендера «${tenderName}»`,
    );
    await expect(notice).not.toContainText('Соколова выбрал');
    // Only the tender's name is a link, not the client's.
    await expect(notice.getByRole('link')).toHaveText([`«${tenderName}»`]);
  });
});

test("'Ответ на ваш вопрос' opens the question on the tender's page", async ({
  browser,
  request,
}) => {
  const tenderName = `Фасад Т${unique()}`;
  const question = 'Какой класс бетона заложен в фундамент?';
  const client = await registerClientByApi(request, { name: 'Ирина', surname: 'Соколова' });
  const contractor = await registerContractorByApi(request);
  const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });
  await inviteByApi(request, client.token, tenderId, contractor.id);
  const asked = await ok<{ id: number }>(
    request.post(`/api/tenders/${tenderId}/questions`, {
      headers: bearer(contractor.token),
      data: { question },
    }),
  );
  await ok(
    request.post(`/api/tenders/questions/${asked.id}/answer`, {
      headers: bearer(client.token),
      data: { answer: 'B25, раздел КЖ в документах', scope: 'asker' },
    }),
  );

  await onNarrowestPhone(browser, contractor, 'contractor', async (page) => {
    const notice = (await openBell(page)).filter({ hasText: 'Ответ на ваш вопрос' });
    await expect(notice).toContainText(
      `Заказчик «Ирина Соколова» ответил на ваш вопрос по тендеру «${tenderName}»`,
    );
    await notice.getByRole('link', { name: 'Открыть вопрос' }).tap();
    await expect(page).toHaveURL(
      new RegExp(`/profile/contractor/tenderfrom/${tenderId}#questions$`),
    );
    await expect(page.getByRole('dialog', { name: 'Все уведомления' })).toBeHidden();
    const questions = page.getByRole('region', { name: 'Вопросы и разъяснения' });
    const item = questions.getByRole('listitem').filter({ hasText: question });
    await expect(item.getByRole('group', { name: 'Ответ заказчика' })).toContainText('B25');
    await expect(questions).toBeInViewport();
  });
});

test('the notice settings stay put when a choice is saved, and say why push is not offered', async ({
  browser,
  request,
}) => {
  const contractor = await registerContractorByApi(request);
  await onNarrowestPhone(browser, contractor, 'contractor', async (page) => {
    await page.goto('/profile/contractor/personal?tab=notices');
    const decisions = page.getByRole('radiogroup', { name: 'Решения по предложениям' });
    await expect(decisions).toBeVisible();
    // The journeys' server has no push keys: the reason, not a bare "unavailable".
    await expect(
      page.getByText(
        'Push-уведомления пока недоступны: на этом сайте их отправка ещё не настроена. Уведомления видны в колокольчике и приходят на почту.',
      ),
    ).toBeVisible();

    // Safari on the iPhone does not anchor scrolling: what is inserted above moves what is on
    // screen. Chromium would make up for it, so the page here does as Safari does.
    await page.addStyleTag({ content: '* { overflow-anchor: none !important; }' });
    // Where the row is under the finger: on screen, as the tap finds it.
    await decisions.scrollIntoViewIfNeeded();
    const before = await decisions.boundingBox();
    await decisions.getByText('Не присылать').tap();
    await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены' })).toBeVisible();
    expect(await decisions.boundingBox()).toEqual(before);
    await expect(decisions.getByRole('radio', { name: 'Не присылать' })).toBeChecked();
    await expectNoAxeViolations(page);
    // And when the line empties again, nothing moves either.
    await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены' })).toHaveCount(
      0,
      { timeout: 10_000 },
    );
    expect(await decisions.boundingBox()).toEqual(before);
  });
});

test("contacts typed as '-' or 'нет' are not shown to the partner", async ({
  browser,
  request,
}) => {
  const client = await registerClientByApi(request);
  await setClientContactsByApi(request, client, {
    vk: '-',
    telegram: 'нет',
    whatsapp: '+7 912 345-67-89',
  });
  const contractor = await registerContractorByApi(request, {
    socials: { vk: '—', telegram: '@monolit_build', whatsapp: 'нет' },
  });
  const tenderName = `Кровля Т${unique()}`;
  const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });

  await onNarrowestPhone(browser, contractor, 'contractor', async (page) => {
    await page.goto(`/profile/contractor/tender/${tenderId}`);
    const contacts = page.getByRole('region', { name: 'Заказчик' });
    await expect(contacts.getByText('+7 912 345-67-89')).toBeVisible();
    await expect(contacts.getByText('VK', { exact: true })).toHaveCount(0);
    await expect(contacts.getByText('Telegram', { exact: true })).toHaveCount(0);
    await expect(contacts.getByText('нет', { exact: true })).toHaveCount(0);
    await expect(contacts.getByText('-', { exact: true })).toHaveCount(0);
  });

  await onNarrowestPhone(browser, client, 'client', async (page) => {
    await page.goto(`/profile/client/contractor/${contractor.id}`);
    const contacts = page.getByRole('region', { name: 'Контакты' });
    await expect(contacts.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/monolit_build',
    );
    await expect(contacts.getByRole('link', { name: 'VK' })).toHaveCount(0);
    await expect(contacts.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  });
});
