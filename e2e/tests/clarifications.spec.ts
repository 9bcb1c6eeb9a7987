import { expect, test, type Locator, type Page } from '../support/test';
import { createTenderByApi, registerClientByApi, registerContractorByApi } from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { signIn, signOut } from '../support/journeys';
import { expectFitsPhone, onNarrowestPhone } from '../support/phone';
import { abortMapTiles } from '../support/projects';

// Clarifications: a contractor asks about an open tender; the client reads who asked and answers
// to every participant; another contractor reads the question and the answer but not who asked.

const DAY_MS = 24 * 3600_000;
const TITLE = 'Вопросы и разъяснения';
const QUESTION = 'Входит ли в объём работ вывоз строительного мусора?';
const ANSWER = 'Да, вывоз мусора входит в объём работ и в смету';

/** A deadline for offers at 18:00 Moscow time `days` from now, and the questions' one a day before. */
function deadlines(days: number) {
  const moscowDay = (ahead: number) =>
    new Date(Date.now() + ahead * DAY_MS + 3 * 3600_000).toISOString().slice(0, 10);
  const shown = (day: string) => `${day.split('-').reverse().join('.')}, 18:00 (МСК)`;
  return {
    offers: `${moscowDay(days)}T18:00:00+03:00`,
    questionsShown: shown(moscowDay(days - 1)),
  };
}

const section = (page: Page) => page.getByRole('region', { name: TITLE });
const questionItem = (scope: Locator) => scope.getByRole('listitem').filter({ hasText: QUESTION });

test.beforeEach(async ({ page }) => {
  await abortMapTiles(page);
});

test('a contractor asks, the client answers to all, and another contractor reads it without the asker', async ({
  browser,
  page,
  request,
}) => {
  const tenderName = `Склад с вопросами Т${String(Date.now()).slice(-6)}`;
  const client = await registerClientByApi(request);
  const asker = await registerContractorByApi(request);
  const reader = await registerContractorByApi(request);
  const deadline = deadlines(10);
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: tenderName,
    offers_deadline: deadline.offers,
  });

  // The asker: until when questions are taken, then its question, waiting.
  await signIn(page, asker.email, asker.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  await page.goto(`/profile/contractor/tender/${tenderId}`);
  await expect(page.getByRole('heading', { name: tenderName, level: 1 })).toBeVisible();
  const asking = section(page);
  await expect(asking.getByText(`Вопросы принимаются до ${deadline.questionsShown}`)).toBeVisible();
  await expect(asking.getByText('Вопросов пока нет')).toBeVisible();
  await asking.getByRole('textbox', { name: 'Вопрос заказчику' }).fill(QUESTION);
  await asking.getByRole('button', { name: 'Задать вопрос' }).click();
  await expect(asking.getByRole('status')).toHaveText(
    'Вопрос отправлен. Ответ заказчика появится здесь',
  );
  await expect(asking.getByRole('textbox', { name: 'Вопрос заказчику' })).toHaveValue('');
  const mine = questionItem(asking);
  await expect(mine.getByText('Ваш вопрос')).toBeVisible();
  await expect(mine.getByText('Ждёт ответа')).toBeVisible();
  await expectNoAxeViolations(page);
  await signOut(page);

  // The client: the count on the dashboard's card, then the question with who asked it.
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  const card = page.getByRole('button', { name: new RegExp(`^${tenderName}`) });
  await expect(card.getByText('Вопросы: 1')).toBeVisible();
  await expect(card).toHaveAccessibleName(/Вопросов без ответа: 1/);
  await card.click();
  await page.getByRole('link', { name: 'Ответить на вопросы' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/client/tender/${tenderId}#questions$`));
  const answering = section(page);
  await expect(answering).toContainText('Вопросов без ответа: 1');
  const asked = questionItem(answering);
  await expect(asked.getByText(asker.short_name)).toBeVisible();
  await expect(
    asked.getByRole('radio', { name: 'Опубликовать для всех участников' }),
  ).toBeChecked();
  await expect(
    asked.getByText('Ответ и вопрос увидят все участники тендера. Кто задал вопрос, они не узнают'),
  ).toBeVisible();
  await asked.getByRole('textbox', { name: 'Ответ' }).fill(ANSWER);
  await expectNoAxeViolations(page);
  await asked.getByRole('button', { name: 'Ответить' }).click();
  await expect(asked.getByRole('status')).toHaveText('Ответ отправлен');
  await expect(asked.getByRole('group', { name: 'Ответ заказчика' })).toContainText(ANSWER);
  await expect(asked.getByRole('textbox')).toHaveCount(0);
  await expect(answering).not.toContainText('Вопросов без ответа');
  await signOut(page);

  // Another contractor, on a phone 360 px wide: the question and the answer, not who asked.
  await onNarrowestPhone(browser, reader, 'contractor', async (theirs) => {
    await theirs.goto(`/profile/contractor/tender/${tenderId}`);
    await expect(theirs.getByRole('heading', { name: tenderName, level: 1 })).toBeVisible();
    const reading = section(theirs);
    const published = questionItem(reading);
    await expect(published.getByText(ANSWER)).toBeVisible();
    await expect(published.getByText('Участник')).toBeVisible();
    await expect(published.getByText('Ваш вопрос')).toHaveCount(0);
    await expect(theirs.getByText(asker.short_name)).toHaveCount(0);
    await expect(theirs.getByRole('main')).not.toContainText(asker.short_name);

    await reading.scrollIntoViewIfNeeded();
    await expectFitsPhone(theirs, 'the questions on a phone', reading);
    const ask = reading.getByRole('button', { name: 'Задать вопрос' });
    expect((await ask.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(theirs);
  });

  // The asker finds its question answered.
  await signIn(page, asker.email, asker.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  await page.goto(`/profile/contractor/tender/${tenderId}`);
  const answered = questionItem(section(page));
  await expect(answered.getByText('Ваш вопрос')).toBeVisible();
  await expect(answered.getByRole('group', { name: 'Ответ заказчика' })).toContainText(ANSWER);
  await expect(answered.getByText('Ждёт ответа')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Уведомления, новых: 1/ })).toBeVisible();
});
