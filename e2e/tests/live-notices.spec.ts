import { expect, test } from '../support/test';
import { createTenderByApi, registerClientByApi, registerContractorByApi } from '../support/api';
import { signIn } from '../support/journeys';

const OFFER_SENT = 'Коммерческое предложение успешно отправлено. Ожидайте ответа от заказчика';

// Two people in two browsers: what one does reaches the other's open page, with no reload.
test("the client's bell lights up and the dashboard shows the offer a contractor sends in another browser", async ({
  browser,
  page,
  request,
}) => {
  const tenderName = `Ангар Т${String(Date.now()).slice(-6)}`;
  const client = await registerClientByApi(request);
  const tenderId = await createTenderByApi(request, client.token, { tender_name: tenderName });
  const contractor = await registerContractorByApi(request);

  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await expect(page.getByRole('heading', { name: tenderName, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();
  await expect(page.getByTestId('request')).toHaveCount(0);

  const other = await browser.newContext();
  try {
    const theirs = await other.newPage();
    await signIn(theirs, contractor.email, contractor.password);
    await expect(theirs).toHaveURL(/\/profile\/contractor\/main$/);
    await theirs.goto(`/profile/contractor/tender/${tenderId}`);
    const form = theirs.getByRole('region', { name: 'Коммерческое предложение' });
    await form.getByRole('textbox', { name: 'Комментарий' }).fill('Начнём в понедельник');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect(theirs.getByRole('status').filter({ hasText: OFFER_SENT })).toBeVisible();
  } finally {
    await other.close();
  }

  // Well within the 30 s of a poll: the stream brought it.
  await expect(page.getByRole('button', { name: 'Уведомления, новых: 1' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(page.getByTestId('request').filter({ hasText: contractor.short_name })).toBeVisible({
    timeout: 5_000,
  });
});
