import { MSG_CONSENTS } from '@podryad/domain';
import { expect, test, type Page } from '../support/test';
import { createProjectByApi, createTenderByApi, registerClientByApi } from '../support/api';
import { signIn } from '../support/journeys';
import { phone } from '../support/phone';
import { abortMapTiles } from '../support/projects';
import { enterCode, newContacts, shownCode } from '../support/users';

// The first day of a person: the start page, registration on a phone, the password's rules, the
// project page with its tenders.

const SMALL_PHONE = { ...phone('Galaxy S8'), viewport: { width: 360, height: 780 } };
/** The checklist of a chosen password, the same at registration and on 'Безопасность'. */
const PASSWORD_CHECKLIST = [
  'Минимум 8 символов',
  'Должен содержать одну цифру',
  'Должен содержать латинскую букву (a–z)',
];
const CONSENT = 'Я согласен с Политикой конфиденциальности';

const checklist = (page: Page) =>
  page.getByRole('list', { name: 'Требования к паролю' }).getByRole('listitem');

test.describe('on a 360 × 780 phone', () => {
  test.use(SMALL_PHONE);

  test("'/' takes a visitor to the sign-in page, which says what the product is for and keeps the form in view", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(
      page.getByText(
        'Тендеры на строительство и проектирование: заказчики публикуют тендеры, подрядчики присылают предложения.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeInViewport();
    const enter = page.getByRole('button', { name: 'Войти' });
    await expect(enter).toBeInViewport({ ratio: 1 });
  });

  test('registration shows the whole phone number, opens the policy from the consent, asks it once and explains a Cyrillic password', async ({
    page,
  }) => {
    const c = newContacts();
    await page.goto('/auth/register');
    const number = page.getByLabel('Номер телефона');
    await number.fill(c.national);
    const typed = `${c.national.slice(0, 3)} ${c.national.slice(3, 6)} ${c.national.slice(6, 8)} ${c.national.slice(8)}`;
    await expect(number).toHaveValue(typed);
    // The whole number is in view: the field is as wide as its value needs.
    const fits = await number.evaluate(
      (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth,
    );
    expect(fits).toBe(true);
    expect((await number.boundingBox())!.width).toBeGreaterThan(150);

    // The policy opens from the consent's words, without ticking it or losing the number.
    const consent = page.getByRole('checkbox', { name: CONSENT });
    await page.getByRole('button', { name: 'Политикой конфиденциальности' }).click();
    const policy = page.getByRole('dialog', { name: 'Политика конфиденциальности' });
    await expect(policy).toContainText('Какие данные мы храним');
    await policy.getByRole('button', { name: 'Понятно' }).click();
    await expect(policy).toBeHidden();
    await expect(consent).not.toBeChecked();
    await expect(number).toHaveValue(typed);
    await expect(page.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
    await consent.check();
    await page.getByLabel(MSG_CONSENTS.processingLabel).check();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await enterCode(page, await shownCode(page));

    // The e-mail step keeps the consent given at the phone step.
    await expect(page.getByRole('heading', { name: 'Укажите почту' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: CONSENT })).toBeChecked();
    await page.getByLabel('Электронная почта').fill(c.email);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await enterCode(page, await shownCode(page));

    await expect(page.getByRole('heading', { name: 'Установите пароль' })).toBeVisible();
    await expect(checklist(page)).toHaveText(PASSWORD_CHECKLIST);
    await page.getByLabel('Пароль', { exact: true }).fill('стройка2026');
    await page.getByLabel('Повторите пароль').fill('стройка2026');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Пароль должен содержать хотя бы одну букву.')).toBeVisible();
    await expect(
      page.getByText('Используйте латинские буквы (a–z): русские буквы не подходят.'),
    ).toBeVisible();

    await page.getByLabel('Пароль', { exact: true }).fill(c.password);
    await page.getByLabel('Повторите пароль').fill(c.password);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/filing$/);
  });
});

test("'Безопасность' lists the same password rules as registration, and the server holds the cabinet to them", async ({
  page,
  request,
}) => {
  const client = await registerClientByApi(request);
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await page.goto('/profile/client/personal?tab=safety');
  await expect(page.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();
  await expect(checklist(page)).toHaveText(PASSWORD_CHECKLIST);
  await page.getByLabel('Текущий пароль', { exact: true }).fill(client.password);
  await page.getByLabel('Новый пароль', { exact: true }).fill('12345678');
  await page.getByLabel('Повторите новый пароль').fill('12345678');
  // Two rules met, the Latin letter not: the save waits for it.
  await expect(
    checklist(page).filter({ hasText: 'цифру' }).getByRole('img', { name: 'выполнено' }),
  ).toBeVisible();
  await expect(
    checklist(page).filter({ hasText: 'латинскую' }).getByRole('img', { name: 'не выполнено' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await page.getByLabel('Новый пароль', { exact: true }).fill('stroika2027');
  await page.getByLabel('Повторите новый пароль').fill('stroika2027');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Пароль успешно изменён')).toBeVisible();
});

for (const size of [
  { name: '1366 × 800', use: { viewport: { width: 1366, height: 800 } } },
  { name: '360 × 780', use: SMALL_PHONE },
]) {
  test.describe(`at ${size.name}`, () => {
    test.use(size.use);

    test("the project page lists the project's tenders and 'Создать тендер' opens the wizard in it with its address", async ({
      page,
      request,
    }) => {
      const client = await registerClientByApi(request);
      const project = await createProjectByApi(request, client.token, 'Школа на Баумана');
      const other = await createProjectByApi(request, client.token, 'Склад в Лаишево');
      await createTenderByApi(request, client.token, {
        tender_name: 'Фундамент школы',
        projectId: project.id,
      });
      await createTenderByApi(request, client.token, {
        tender_name: 'Кровля школы',
        projectId: project.id,
      });
      await createTenderByApi(request, client.token, {
        tender_name: 'Ворота склада',
        projectId: other.id,
      });
      await abortMapTiles(page);
      await signIn(page, client.email, client.password);
      await expect(page).toHaveURL(/\/profile\/client\/main$/);
      await page.goto(`/profile/client/project/${project.id}`);

      const tenders = page.getByRole('region', { name: /Тендеры проекта/ });
      await expect(tenders.getByRole('heading')).toHaveText('Тендеры проекта (2)');
      await expect(tenders.getByRole('link', { name: /школы/ })).toHaveText([
        'Кровля школы',
        'Фундамент школы',
      ]);
      await expect(tenders.getByText('Ворота склада')).toHaveCount(0);
      await tenders.getByRole('link', { name: 'Создать тендер' }).click();

      await expect(page).toHaveURL(
        new RegExp(`/profile/client/createtender\\?project=${project.id}$`),
      );
      await expect(page.getByRole('combobox', { name: 'Проект' })).toHaveValue('Школа на Баумана');
      await expect(page.getByRole('textbox', { name: 'Адрес объекта' })).toHaveValue(
        'г. Казань, ул. Баумана, 1',
      );
    });
  });
}
