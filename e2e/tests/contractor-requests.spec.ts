import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/a11y';
import {
  createProjectByApi,
  createTenderByApi,
  pdf,
  registerClientByApi,
  registerContractorByApi,
  sendOfferByApi,
} from '../support/api';
import { openAppStart, signIn } from '../support/journeys';
import { acceptByApi, inviteWithCommentByApi } from '../support/requests';

// A contractor answers a client's invitations: follows the notification to the invitation page,
// accepts one with a comment and a PDF, declines another with its own reason, and finds all of
// them under 'Мои тендеры' with the right counts.

const filter = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Фильтр заявок' })
    .getByRole('button', { name: new RegExp(`^${name}`) });

test('a contractor accepts one invitation, declines another and sees them under «Мои тендеры»', async ({
  page,
  request,
}) => {
  const tail = String(Date.now()).slice(-5);
  const school = `Школа на 300 мест ${tail}`;
  const roof = `Ремонт кровли ${tail}`;
  const park = `Благоустройство парка ${tail}`;

  const client = await registerClientByApi(request, { name: 'Алина', surname: 'Котова' });
  const contractor = await registerContractorByApi(request, { shortName: `Монолит ${tail}` });
  const project = await createProjectByApi(request, client.token);
  const tenderOf = (tender_name: string, docs = [] as ReturnType<typeof pdf>[]) =>
    createTenderByApi(request, client.token, { tender_name, projectId: project.id, docs });
  const parkId = await tenderOf(park);
  const roofId = await tenderOf(roof);
  const schoolId = await tenderOf(school, [pdf('Техническое задание.pdf')]);

  // Already done before this visit: the park invitation accepted, and the client chose us.
  const parkRequest = await inviteWithCommentByApi(
    request,
    client.token,
    parkId,
    contractor.id,
    '-',
  );
  await acceptByApi(request, contractor.token, parkRequest, 'Сделаем за 60 дней');
  await acceptByApi(request, client.token, parkRequest);
  await inviteWithCommentByApi(request, client.token, roofId, contractor.id, '-');
  await inviteWithCommentByApi(
    request,
    client.token,
    schoolId,
    contractor.id,
    'Ждём ваше предложение до пятницы',
  );

  await signIn(page, contractor.email, contractor.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  await expect(page.getByRole('heading', { name: 'Мои тендеры', level: 1 })).toBeVisible();

  // Four notifications: two invitations, the park's invitation and the choice.
  await page.getByRole('button', { name: 'Уведомления, новых: 4' }).click();
  const panel = page.getByRole('dialog', { name: 'Все уведомления' });
  const invitation = panel.getByTestId('notification').filter({ hasText: school });
  await expect(invitation).toContainText('Приглашение к тендеру');
  await expect(invitation).toContainText('Комментарий: Ждём ваше предложение до пятницы');
  await invitation.getByRole('link', { name: `«${school}»` }).click();

  // The invitation page: the tender, the client's comment and the answers.
  await expect(page).toHaveURL(new RegExp(`/profile/contractor/tenderfrom/${schoolId}$`));
  await expect(panel).toBeHidden();
  await expect(
    page.getByRole('heading', { name: 'Приглашение к тендеру', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: school, level: 2 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Приглашение заказчика' });
  await expect(card.getByText('Ждём ваше предложение до пятницы')).toBeVisible();
  await expect(card.getByText('Принятие решения')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Заказчик', exact: true })).toContainText(
    'Алина Котова',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Документы' }).click();
  await expect(page.getByRole('button', { name: 'Скачать Техническое задание.pdf' })).toBeVisible();

  // Accept with a comment and a PDF.
  await card.getByRole('button', { name: 'Принять' }).click();
  const accept = page.getByRole('dialog', { name: 'Принять приглашение' });
  await accept.getByLabel('Комментарий').fill('Готовы начать 1 марта, смета во вложении');
  await accept.getByLabel('Прикрепить файлы').setInputFiles(pdf('КП Монолит.pdf'));
  await expect(accept.getByRole('button', { name: 'Скачать КП Монолит.pdf' })).toBeVisible();
  await expectNoAxeViolations(page);
  await accept.getByRole('button', { name: 'Отправить' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Заявка успешно принята!' }),
  ).toBeVisible();
  await expect(accept).toBeHidden();
  await card.getByRole('button', { name: 'Смотреть мой ответ' }).click();
  const answer = page.getByRole('dialog', { name: 'Мой ответ' });
  await expect(answer.getByText('Готовы начать 1 марта, смета во вложении')).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Скачать КП Монолит.pdf' })).toBeVisible();
  await answer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(answer).toBeHidden();

  // The second invitation, from 'Мои тендеры': declined with a reason of our own.
  await page.getByRole('link', { name: 'Главная' }).click();
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  await page.getByTestId('my-request').filter({ hasText: roof }).getByRole('button').click();
  await expect(page.getByRole('heading', { name: roof, level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Ответить на приглашение' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/contractor/tenderfrom/${roofId}$`));
  await page.getByRole('button', { name: 'Отклонить' }).click();
  const reject = page.getByRole('dialog', { name: 'Укажите причину отказа' });
  await reject.getByRole('radio', { name: 'Другая причина' }).check();
  await reject.getByLabel('Кратко опишите причину').fill('Нет свободной техники в марте');
  await reject.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Заявка отклонена!' })).toBeVisible();
  await expect(card.getByText('Отказ')).toBeVisible();
  await card.getByRole('button', { name: 'Смотреть мой ответ' }).click();
  await expect(answer.getByText('Вы отклонили приглашение.')).toBeVisible();
  await expect(answer).toContainText('Причина отказа: Нет свободной техники в марте');
  await answer.getByRole('button', { name: 'Закрыть' }).click();

  // 'Мои тендеры': the three requests under their filters.
  await page.getByRole('link', { name: 'Главная' }).click();
  await expect(page.getByTestId('my-request')).toHaveCount(3);
  await expect(filter(page, 'Все')).toContainText('3');
  await expect(filter(page, 'Новые')).toContainText('1');
  await expect(filter(page, 'В работе')).toContainText('1');
  await expect(filter(page, 'Отказы')).toContainText('1');
  await expectNoAxeViolations(page);

  await filter(page, 'В работе').click();
  await expect(page.getByTestId('my-request')).toHaveCount(1);
  await expect(page.getByTestId('my-request')).toContainText(park);
  await expect(page.getByTestId('my-request')).toContainText('Выбран исполнителем');
  await filter(page, 'Отказы').click();
  await expect(page.getByTestId('my-request')).toHaveCount(1);
  await expect(page.getByTestId('my-request')).toContainText(roof);
  // The filter is in the URL: a reload returns to it.
  await expect(page).toHaveURL(/\/profile\/contractor\/main\?status=refused$/);
  await page.reload();
  await expect(filter(page, 'Отказы')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('my-request')).toHaveCount(1);
  await expect(page.getByTestId('my-request')).toContainText(roof);
  await filter(page, 'Все').click();
  await expect(page.getByTestId('my-request').filter({ hasText: school })).toContainText(
    'Принятие решения',
  );
});

test("opened at '/', as the installed app starts, «Мои тендеры» comes straight, its first calls sent by the page itself", async ({
  page,
  request,
}) => {
  const client = await registerClientByApi(request);
  const contractor = await registerContractorByApi(request);
  const name = `Склад ${String(Date.now()).slice(-5)}`;
  const tenderId = await createTenderByApi(request, client.token, { tender_name: name });
  await sendOfferByApi(request, contractor.token, tenderId, {
    comment: 'Готовы начать через неделю',
    file: 'КП.pdf',
  });
  await signIn(page, contractor.email, contractor.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);

  const start = await openAppStart(page);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  // The request is selected, its tender shown beside it.
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'О тендере' })).toBeVisible();
  expect(await start.whileParsing()).toEqual(['/api/request', '/api/user/profile']);
  // The app took that answer rather than asking again, and never loaded the sign-in page.
  expect(start.sent.filter((path) => path === '/api/request')).toHaveLength(1);
  expect(start.sent.filter((path) => path.includes('login-route'))).toEqual([]);
});
