import { MSG_CONSENTS } from '@podryad/domain';
import { expect, test } from '../support/test';
import { completeClientProfile, registerThroughUi, signIn, signOut } from '../support/journeys';
import { newContacts } from '../support/users';

test('a new client registers in five steps, completes the profile and keeps the session on reload', async ({
  page,
}) => {
  const c = newContacts();
  await registerThroughUi(page, c);
  await expect(page.getByText(/Телефон: \+7 \(\d{3}\) \d{3} \d{2}-\d{2}/)).toBeVisible();
  await completeClientProfile(page, 'Ольга', 'Иванова');

  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(nav.getByRole('link', { name: 'Главная' })).toHaveClass(/active/);
  await expect(nav.getByRole('link', { name: 'Подрядчики' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Проекты' })).toBeVisible();
  await expect(page.getByText('Ольга Иванова').first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await expect(page.getByText('Ольга Иванова').first()).toBeVisible();

  await signOut(page);
  // Phone in the Russian habit: a leading 8 and spaces.
  await signIn(page, `8 ${c.national}`, c.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
});

test('a new contractor completes the company profile and lands on the contractor home', async ({
  page,
}) => {
  const c = newContacts();
  await registerThroughUi(page, c);
  await page.getByLabel('Я подрядчик').check();
  await page.getByLabel('Полное юридическое название').fill('ООО «Северный мост»');
  await page.getByLabel('Короткое название').fill('Северный мост');
  await page.getByLabel('Регион работы').fill('Новосибирская область');
  await page.getByLabel('Юридический адрес').fill('г. Новосибирск, ул. Ленина, 1');
  await page.getByLabel('Фактический адрес').fill('г. Новосибирск, ул. Ленина, 1');
  // Letters are dropped and the year is capped at the current one as it is typed.
  await page.getByLabel('Год основания').fill('2x99999');
  await expect(page.getByLabel('Год основания')).toHaveValue(String(new Date().getFullYear()));
  await page.getByLabel('Год основания').fill('2009');
  await page.getByLabel('ИНН').fill('5401234566');
  await page.getByRole('button', { name: 'Продолжить' }).click();

  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(nav.getByRole('link', { name: 'Тендеры' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Подрядчики' })).toHaveCount(0);
  await expect(page.getByText('Северный мост').first()).toBeVisible();

  await signOut(page);
  await signIn(page, c.email.toUpperCase(), c.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
});

test('the filing form says which fields are missing and sends nothing', async ({ page }) => {
  const c = newContacts();
  await registerThroughUi(page, c);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByText('Заполните поле').first()).toBeVisible();
  await expect(page).toHaveURL(/\/filing$/);

  // A user without a type is kept on /filing, and signing in brings them back there.
  await page.goto('/profile/client/main');
  await expect(page).toHaveURL(/\/filing$/);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, c.email, c.password);
  await expect(page).toHaveURL(/\/filing$/);
});

test('the code steps show the masked phone, a running resend countdown and the support modal', async ({
  page,
}) => {
  const c = newContacts();
  await page.goto('/auth/register');
  // A number that does not start with 9 is refused and the field is cleared.
  await page.getByLabel('Номер телефона').fill('8123456789');
  await page.getByLabel('Я согласен с Политикой конфиденциальности').check();
  await page.getByLabel(MSG_CONSENTS.processingLabel).check();
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByText('Некорректный формат телефона')).toBeVisible();
  await expect(page.getByLabel('Номер телефона')).toHaveValue('');
  await expect(page.getByText('Некорректный формат телефона')).toBeHidden({ timeout: 5000 });

  await page.getByLabel('Номер телефона').fill(c.national);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(
    page.getByText(`+7 (***) *** ${c.national.slice(6, 8)}-${c.national.slice(8, 10)}`),
  ).toBeVisible();

  // The countdown runs: its text changes by itself (within a second or so).
  const countdown = page.getByText(/Получить новый код можно через 00:\d\d/);
  const first = (await countdown.textContent()) ?? '';
  await expect(countdown).not.toHaveText(first);

  await page.getByRole('button', { name: 'Не получили код?' }).click();
  const modal = page.getByRole('dialog', { name: 'Не получили код? Мы поможем' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: /@/ })).toBeVisible();
  await modal.getByRole('button', { name: 'Понятно' }).click();

  // A wrong code is refused with the server's message.
  await page.getByLabel('Цифра 1 из 6').click();
  const shown = /(\d{6})/.exec(
    (await page.getByText(/Код подтверждения: \d{6}/).textContent()) ?? '',
  )![1]!;
  await page.keyboard.type(shown === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert').filter({ hasText: 'Неверный код' })).toBeVisible();

  // 'Изменить' starts over from the phone step.
  await page.getByRole('button', { name: 'Изменить' }).click();
  await expect(page.getByRole('heading', { name: 'Регистрация' })).toBeVisible();
});
