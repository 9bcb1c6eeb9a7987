import { expect, test } from '../support/test';
import { readFile } from 'node:fs/promises';
import { bearer, createTenderByApi, ok, registerClientByApi } from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { signIn } from '../support/journeys';
import { enterCode, shownCode } from '../support/users';
import { expectFitsPhone, onNarrowestPhone } from '../support/phone';

// A person's own data, as the person handles it: where the account is signed in, and ending a
// session left open on another device; everything the account holds, downloaded as one archive;
// the account deleted, and the deletion cancelled within its grace period.

test('a session left open on a laptop is ended from the phone, and the laptop is signed out', async ({
  page,
  request,
  browser,
}) => {
  const client = await registerClientByApi(request);
  // The registration's own session is not one the person would recognise: gone before the story.
  await ok(request.post('/api/auth/logout', { headers: bearer(client.token) }));
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);

  await onNarrowestPhone(browser, client, 'client', async (phone) => {
    await phone.goto('/profile/client/personal?tab=safety');
    const sessions = phone.getByRole('region', { name: 'Сеансы' });
    const cards = sessions.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    // The phone's own session is named and cannot be ended from the list; the laptop's can.
    const own = cards.filter({ hasText: 'Это устройство' });
    await expect(own).toContainText('Последняя активность: сейчас');
    await expect(own.getByRole('button', { name: /^Завершить/ })).toHaveCount(0);
    const laptop = cards.filter({ hasNotText: 'Это устройство' });
    await expect(laptop).toContainText(/Адрес: \S+/);
    await expect(laptop).toContainText(/Вход: \d\d\.\d\d\.\d{4}/);
    await expectFitsPhone(phone, 'the safety tab with two sessions');
    await expectNoAxeViolations(phone);

    await laptop.getByRole('button', { name: /^Завершить: / }).tap();
    const confirm = phone.getByRole('dialog', { name: 'Завершить сеанс?' });
    await expect(confirm).toContainText('нужно будет войти снова');
    await confirm.getByRole('button', { name: 'Завершить' }).tap();
    await expect(confirm).toBeHidden();
    await expect(sessions.getByRole('status')).toHaveText('Сеанс завершён');
    await expect(cards).toHaveCount(1);
    await expect(sessions.getByRole('button', { name: 'Завершить все другие сеансы' })).toHaveCount(
      0,
    );
  });

  // The laptop's next step finds its session gone: the sign-in page, not a broken screen.
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
});

test("'Скачать мои данные' on a phone: the archive is prepared, then downloaded as one ZIP of the account's sections", async ({
  request,
  browser,
}) => {
  const client = await registerClientByApi(request);
  await createTenderByApi(request, client.token, {
    tender_name: `Кровля гаража ${Date.now() % 100_000}`,
  });

  await onNarrowestPhone(browser, client, 'client', async (phone) => {
    await phone.getByRole('button', { name: 'Меню', exact: true }).tap();
    await phone.getByRole('button', { name: 'Перейти в профиль' }).tap();
    await phone
      .getByRole('complementary', { name: 'Личный кабинет' })
      .getByRole('button', { name: 'Мои данные' })
      .tap();
    await expect(phone).toHaveURL(/\?tab=data$/);
    const section = phone.getByRole('region', { name: 'Скачать мои данные' });
    await expect(section).toContainText('Архив будет доступен 24 часа');
    await section.getByRole('button', { name: 'Подготовить архив' }).tap();
    // Prepared in the background: the page follows it by itself, with no reload.
    await expect(section.getByText(/^Архив готов/)).toBeVisible({ timeout: 60_000 });
    await expect(section).toContainText(/Доступен до \d\d\.\d\d\.\d{4}/);
    await expectFitsPhone(phone, "the tab 'Мои данные' with a ready archive");
    await expectNoAxeViolations(phone);

    const downloading = phone.waitForEvent('download');
    await section.getByRole('button', { name: 'Скачать' }).tap();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^podryad-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await download.path())!);
    // A ZIP (its local headers name each entry in clear text) with the readable parts a client has.
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    for (const part of [
      'README.txt',
      'profile.json',
      'projects.json',
      'tenders.json',
      'tender-trail.json',
    ]) {
      expect(bytes.includes(Buffer.from(part)), part).toBe(true);
    }
  });
});

test('deleting the account from a phone: the password, the code and a confirm close it at once; signing in within the grace period offers only to cancel', async ({
  request,
  browser,
}) => {
  const client = await registerClientByApi(request);
  const tenderName = `Забор дачи ${Date.now() % 100_000}`;
  await createTenderByApi(request, client.token, { tender_name: tenderName });

  await onNarrowestPhone(browser, client, 'client', async (phone) => {
    await phone.goto('/profile/client/personal?tab=data');
    const section = phone.getByRole('region', { name: 'Удалить аккаунт' });
    // What goes and what stays, before anything is asked.
    await expect(section).toContainText('Удалённый пользователь');
    await section.getByRole('button', { name: 'Удалить аккаунт' }).tap();
    // A wrong password is refused in Russian, and the person may try again.
    await section.getByLabel('Пароль').fill('не-тот-пароль1');
    await section.getByRole('button', { name: 'Получить код' }).tap();
    await expect(section.getByText('Неверный пароль')).toBeVisible();
    await section.getByLabel('Пароль').fill(client.password);
    await section.getByRole('button', { name: 'Получить код' }).tap();
    await enterCode(phone, await shownCode(phone));
    const confirm = phone.getByRole('dialog', { name: 'Удалить аккаунт?' });
    await expect(confirm).toContainText('будет удалён через 7 дней');
    await expectFitsPhone(phone, 'the confirm of the deletion', confirm);
    await confirm.getByRole('button', { name: 'Удалить аккаунт' }).tap();

    // Signed out, told what happened and how to undo it.
    await expect(phone).toHaveURL(/\/auth\/login/);
    await expect(phone.getByText(/Аккаунт закрыт\. Он будет удалён через 7 дней/)).toBeVisible();
    await expectFitsPhone(phone, 'the sign-in page after the deletion');

    // Signing in again within the 7 days: only the deletion's date, 'Отменить удаление' and 'Выйти'.
    await phone.getByLabel('Почта или номер телефона').fill(client.email);
    await phone.getByLabel('Пароль', { exact: true }).fill(client.password);
    await phone.getByRole('button', { name: 'Войти' }).tap();
    await expect(
      phone.getByRole('heading', { name: /^Аккаунт будет удалён \d\d\.\d\d\.\d{4}/ }),
    ).toBeVisible();
    await expect(phone.getByRole('navigation')).toHaveCount(0);
    await expectFitsPhone(phone, 'the closed account');
    await expectNoAxeViolations(phone);
    await phone.getByRole('button', { name: 'Отменить удаление' }).tap();
    // Everything as it was: the tender is there.
    await expect(phone).toHaveURL(/\/profile\/client\/main$/);
    await expect(phone.getByText(tenderName).first()).toBeVisible();
  });
});
