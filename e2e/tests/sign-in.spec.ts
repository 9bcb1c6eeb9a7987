import { expect, test } from '../support/test';
import { registerClientByApi } from '../support/api';
import { completeClientProfile, registerThroughUi, signIn, signOut } from '../support/journeys';
import { DEMO, enterCode, newContacts, shownCode } from '../support/users';

test('each type lands on its own home after sign-in', async ({ page }) => {
  await signIn(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await expect(page.getByText('Анна Смирнова').first()).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO.contractor.phone, DEMO.contractor.password);
  await expect(page).toHaveURL(/\/profile\/contractor\/main$/);
  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(nav.getByRole('link', { name: 'Главная' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Тендеры' })).toBeVisible();
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await expect(page.getByText('Подрядчик').first()).toBeVisible();
  await page.getByRole('menuitem', { name: 'Перейти в профиль' }).click();
  await expect(page).toHaveURL(/\/profile\/contractor\/personal$/);
  await expect(
    page.getByRole('complementary', { name: 'Личный кабинет' }).getByText('ООО «СтройМастер»'),
  ).toBeVisible();
});

test('a wrong password shows the error under the password field for 3 seconds', async ({
  page,
}) => {
  // The page's clock is the test's: the 3 seconds are counted on it, however busy the machine.
  await page.clock.install();
  await page.goto('/auth/login');
  const submit = page.getByRole('button', { name: 'Войти' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Почта или номер телефона').fill(DEMO.client.email);
  await page.getByLabel('Пароль', { exact: true }).fill('wrong-password-1');
  await page.clock.pauseAt(Date.now() + 1000);
  await submit.click();
  // Time stands still: the answer's error shows once the clock steps on (in 10 ms steps), and
  // then it is 3 s on the page's clock from the error's first showing to its end.
  const error = page.getByText('Неверный логин или пароль');
  await expect(async () => {
    await page.clock.runFor(10);
    await expect(error).toBeVisible({ timeout: 100 });
  }).toPass();
  await page.clock.runFor(2_900);
  await expect(error).toBeVisible();
  await page.clock.runFor(200);
  await expect(error).toBeHidden();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the guard sends anonymous users to sign-in and keeps each type on its own side', async ({
  page,
}) => {
  for (const path of ['/profile/client/main', '/profile/contractor/tenders', '/filing', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
  await signIn(page, DEMO.client.email, DEMO.client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  for (const path of [
    '/profile/contractor/tenders',
    '/profile/contractor/tender/1',
    '/filing',
    '/auth/login',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/profile\/client\/main$/);
  }
  // The header leads to the client's own sections.
  await page.getByRole('link', { name: 'Подрядчики' }).click();
  await expect(page).toHaveURL(/\/profile\/client\/contractors$/);
  await expect(page.getByRole('heading', { name: 'Подрядчики', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Уведомления/ }).click();
  await expect(page.getByRole('dialog', { name: 'Все уведомления' })).toBeVisible();
});

test('password recovery by e-mail, end to end', async ({ page }) => {
  const c = newContacts();
  await registerThroughUi(page, c);
  await completeClientProfile(page);
  await signOut(page);

  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset$/);
  await page.getByLabel('Почта или номер телефона').fill(c.email);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('heading', { name: 'Введите код из письма' })).toBeVisible();
  await expect(page.getByText(/Получить новый код можно через 00:\d\d/)).toBeVisible();
  await enterCode(page, await shownCode(page));

  await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
  await expect(page.getByText('Минимум 8 символов, одна цифра')).toBeVisible();
  await page.getByLabel('Новый пароль', { exact: true }).fill('Novyi2026');
  await page.getByLabel('Повторите пароль').fill('Novyi2027');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароли не совпадают.')).toBeVisible();
  await page.getByLabel('Повторите пароль').fill('Novyi2026');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();

  const done = page.getByRole('dialog', { name: 'Пароль успешно изменён!' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, c.email, c.password);
  await expect(page.getByText('Неверный логин или пароль')).toBeVisible();
  await signIn(page, c.phone, 'Novyi2026');
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
});

test('password recovery by phone goes to the SMS code step', async ({ page, request }) => {
  // An account of its own: a code is sent at most every 30 s per phone, so a shared (demo) one
  // would refuse the next run of this journey within half a minute.
  const { phone } = await registerClientByApi(request);
  await page.goto('/auth/reset');
  await page.getByLabel('Почта или номер телефона').fill(phone);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('heading', { name: 'Введите код из СМС' })).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();
  await expect(shownCode(page)).resolves.toMatch(/^\d{6}$/);
  await page.getByRole('button', { name: 'Изменить' }).click();
  await expect(page.getByLabel('Почта или номер телефона')).toHaveValue(phone);
});
