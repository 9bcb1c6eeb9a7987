import { expect, test } from '../support/test';
import { ONE_PIXEL_PNG, field, newClient, openCabinet, sidebar } from '../support/cabinet';
import { choose, signIn, signOut } from '../support/journeys';
import { enterCode, newContacts, shownCode } from '../support/users';

test('a client edits the personal data, sees it saved and finds it again after a reload and a new sign-in', async ({
  page,
}) => {
  const c = await newClient(page, 'Ольга', 'Иванова');
  await openCabinet(page);

  const side = sidebar(page);
  await expect(side.getByText('Ольга Иванова')).toBeVisible();
  await expect(side.getByText('Заказчик', { exact: true })).toBeVisible();
  await expect(
    side.getByText(
      `+7 (${c.national.slice(0, 3)}) ${c.national.slice(3, 6)}-${c.national.slice(6, 8)}-${c.national.slice(8)}`,
    ),
  ).toBeVisible();
  await expect(field(page, 'Имя')).toHaveValue('Ольга');
  await expect(page.getByRole('combobox', { name: 'Местоположение' })).toHaveValue('Новосибирск');
  await expect(field(page, 'Код страны')).toHaveValue('+7');
  await expect(field(page, 'Электронная почта')).toHaveValue(c.email);

  // Right after /filing the contacts are empty: the save is refused field by field, nothing sent.
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Заполните поле')).toHaveCount(4);

  await field(page, 'Описание').fill('Строю дом под Казанью, нужен подрядчик на фундамент');
  await field(page, 'VK').fill('vk.com/olga_ivanova');
  await field(page, 'Telegram').fill('@olga_ivanova');
  await field(page, 'WhatsApp').fill('+79161234567');
  await choose(page, 'Местоположение', 'Казань');
  await field(page, 'Фамилия').fill('Петрова');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  await expect(page.getByText('Заполните поле')).toHaveCount(0);
  await expect(side.getByText('Ольга Петрова')).toBeVisible();
  await expect(page.getByText('Изменения сохранены')).toBeHidden({ timeout: 5000 });

  await page.reload();
  await expect(field(page, 'Telegram')).toHaveValue('@olga_ivanova');
  await expect(page.getByRole('combobox', { name: 'Местоположение' })).toHaveValue('Казань');

  // From the server, not only from this browser's storage.
  await signOut(page);
  await signIn(page, c.email, c.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
  await openCabinet(page);
  await expect(field(page, 'Фамилия')).toHaveValue('Петрова');
  await expect(field(page, 'Описание')).toHaveValue(
    'Строю дом под Казанью, нужен подрядчик на фундамент',
  );
  await expect(field(page, 'VK')).toHaveValue('vk.com/olga_ivanova');
  await expect(field(page, 'WhatsApp')).toHaveValue('+79161234567');
  await expect(page.getByRole('combobox', { name: 'Местоположение' })).toHaveValue('Казань');
  await expect(page.getByRole('combobox', { name: 'Дата рождения: месяц' })).toHaveValue('Май');

  // Emptying a field again: marked, and the stored value stays.
  await field(page, 'Telegram').fill('');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Заполните поле')).toHaveCount(1);
  await expect(field(page, 'Telegram')).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(field(page, 'Telegram')).toHaveValue('@olga_ivanova');
});

test('a client changes the phone in four steps and signs in with the new number', async ({
  page,
}) => {
  const c = await newClient(page);
  const next = newContacts();
  await openCabinet(page);

  await page.getByRole('button', { name: 'Изменить номер' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Подтверждение номера' })).toBeVisible();
  await modal.getByRole('button', { name: 'Отправить код' }).click();
  await expect(modal.getByText(/Получить новый код можно через 00:\d\d/)).toBeVisible();
  await enterCode(page, await shownCode(page));

  await expect(modal.getByRole('heading', { name: 'Введите новый номер' })).toBeVisible();
  await expect(modal.getByText('Номер успешно подтверждён')).toBeVisible();
  const proceed = modal.getByRole('button', { name: 'Продолжить' });
  await modal.getByRole('textbox', { name: 'Номер телефона' }).fill(next.national);
  await expect(proceed).toBeDisabled();
  await modal.getByLabel('Я согласен с Политикой конфиденциальности').check();
  await expect(proceed).toBeEnabled();

  // The number already used by this account is refused by the server, in Russian.
  await modal.getByRole('textbox', { name: 'Номер телефона' }).fill(c.national);
  await proceed.click();
  await expect(modal.getByText('Новый номер совпадает с текущим')).toBeVisible();

  await modal.getByRole('textbox', { name: 'Номер телефона' }).fill(next.national);
  await proceed.click();
  await expect(modal.getByRole('heading', { name: 'Подтверждение нового номера' })).toBeVisible();
  await enterCode(page, await shownCode(page));

  await expect(modal).toBeHidden();
  await expect(page.getByText('Номер успешно изменён')).toBeVisible();
  const formatted = `+7 (${next.national.slice(0, 3)}) ${next.national.slice(3, 6)}-${next.national.slice(6, 8)}-${next.national.slice(8)}`;
  await expect(sidebar(page).getByText(formatted)).toBeVisible();
  await expect(field(page, 'Номер телефона')).toHaveValue(
    `${next.national.slice(0, 3)} ${next.national.slice(3, 6)} ${next.national.slice(6, 8)} ${next.national.slice(8)}`,
  );

  await signOut(page);
  await signIn(page, c.phone, c.password);
  await expect(page.getByText('Неверный логин или пароль')).toBeVisible();
  await signIn(page, next.phone, c.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
});

test('the phone-change modal goes back one step and starts over when closed', async ({ page }) => {
  await newClient(page);
  await openCabinet(page);
  await page.getByRole('button', { name: 'Изменить номер' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Отправить код' }).click();
  await expect(modal.getByLabel('Цифра 1 из 6')).toBeVisible();
  // A wrong code is refused in Russian.
  const code = await shownCode(page);
  await enterCode(page, code === '000000' ? '111111' : '000000');
  await expect(modal.getByText('Неверный код')).toBeVisible();

  await modal.getByRole('button', { name: '← Назад' }).click();
  await expect(modal.getByRole('button', { name: 'Отправить код' })).toBeVisible();
  await modal.getByRole('button', { name: 'Отправить код' }).click();
  // The 30 s since the first code have not passed: the server says when to ask again.
  await expect(modal.getByText(/Новый код можно запросить через \d+ с/)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Изменить номер' }).click();
  await expect(modal.getByRole('heading', { name: 'Подтверждение номера' })).toBeVisible();
  await expect(modal.getByText('Новый код можно запросить', { exact: false })).toHaveCount(0);
});

test('a client changes the password; the old one is refused and the new one works', async ({
  page,
}) => {
  const c = await newClient(page);
  await openCabinet(page);
  await sidebar(page).getByRole('button', { name: 'Безопасность' }).click();
  await expect(page).toHaveURL(/\?tab=safety$/);
  await expect(page.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();

  const save = page.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Текущий пароль').fill('wrong-password-1');
  await page.getByLabel('Новый пароль', { exact: true }).fill('Fundament2027');
  await page.getByLabel('Повторите новый пароль').fill('Fundament2027');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Неверный текущий пароль')).toBeVisible();

  await page.getByLabel('Текущий пароль').fill(c.password);
  // Show/hide: the typed password can be read back.
  await page
    .getByRole('button', { name: 'Показать или скрыть пароль' })
    .nth(1)
    .click({ force: true });
  await expect(page.getByLabel('Новый пароль', { exact: true })).toHaveAttribute('type', 'text');
  await save.click();
  await expect(page.getByText('Пароль успешно изменён')).toBeVisible();
  await expect(page.getByLabel('Текущий пароль')).toHaveValue('');
  await expect(page.getByLabel('Новый пароль', { exact: true })).toHaveValue('');

  // The edit icon leads back to the personal tab.
  await sidebar(page).getByRole('button', { name: 'Редактировать личные данные' }).click();
  await expect(page.getByRole('heading', { name: 'Личные данные' })).toBeVisible();

  await signOut(page);
  await signIn(page, c.email, c.password);
  await expect(page.getByText('Неверный логин или пароль')).toBeVisible();
  await signIn(page, c.email, 'Fundament2027');
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
});

test('a forgotten password is reset from the safety tab by the code from the e-mail', async ({
  page,
}) => {
  const c = await newClient(page);
  await page.goto('/profile/client/personal?tab=safety');
  await page.getByRole('button', { name: 'Забыли пароль?' }).click();
  const modal = page.getByRole('dialog', { name: 'Восстановление пароля' });
  await expect(modal.getByText(c.email)).toBeVisible();
  await enterCode(page, await shownCode(page));

  await modal.getByLabel('Новый пароль').fill('Kirpich2028');
  await modal.getByLabel('Повторите пароль').fill('Kirpich2029');
  await modal.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(modal.getByText('Пароли не совпадают.')).toBeVisible();
  await modal.getByLabel('Повторите пароль').fill('Kirpich2028');
  await modal.getByRole('button', { name: 'Сохранить пароль' }).click();

  const done = page.getByRole('dialog', { name: 'Пароль успешно изменён!' });
  await expect(done.getByText('Войдите в личный кабинет с новым паролем')).toBeVisible();
  await done.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, c.email, 'Kirpich2028');
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
});

test('a client uploads an avatar and sees it in the header', async ({ page }) => {
  await newClient(page);
  await openCabinet(page);
  const headerAvatar = page.getByRole('button', { name: 'Меню пользователя' }).locator('img');
  await expect(headerAvatar).toHaveCount(0);

  await sidebar(page).getByRole('button', { name: 'Изменить фото профиля' }).click();
  const modal = page.getByRole('dialog', { name: 'Фото профиля' });
  const save = modal.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();
  const chooser = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Выбрать фото' }).click();
  await (
    await chooser
  ).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(modal.getByText('avatar.png')).toBeVisible();
  await expect(modal.getByRole('img', { name: 'Новое фото' })).toHaveAttribute('src', /^blob:/);
  await save.click();

  await expect(modal).toBeHidden();
  await expect(page.getByText('Фото профиля обновлено')).toBeVisible();
  await expect(headerAvatar).toHaveAttribute('src', /\/storage\/images\//);
  await page.reload();
  await expect(headerAvatar).toHaveAttribute('src', /\/storage\/images\//);

  // Not an image: the server's own message.
  await sidebar(page).getByRole('button', { name: 'Изменить фото профиля' }).click();
  const again = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Выбрать фото' }).click();
  await (
    await again
  ).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modal.getByRole('alert')).toContainText('Можно загрузить только изображение');
});

test('a client changes the e-mail in four steps and signs in with the new one', async ({
  page,
}) => {
  const c = await newClient(page);
  const next = newContacts();
  await openCabinet(page);

  await page.getByRole('button', { name: 'Изменить почту' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Подтверждение почты' })).toBeVisible();
  await modal.getByRole('button', { name: 'Отправить код' }).click();
  await expect(modal.getByText(c.email)).toBeVisible();
  await enterCode(page, await shownCode(page));

  await expect(modal.getByRole('heading', { name: 'Введите новый email' })).toBeVisible();
  const proceed = modal.getByRole('button', { name: 'Продолжить' });
  await modal.getByLabel('Я согласен с Политикой конфиденциальности').check();
  await expect(proceed).toBeDisabled();
  await modal.getByLabel('Новая электронная почта').fill('not-an-email');
  await proceed.click();
  await expect(modal.getByText('Некорректный формат электронной почты')).toBeVisible();
  await modal.getByLabel('Новая электронная почта').fill(next.email);
  await proceed.click();

  await expect(modal.getByRole('heading', { name: 'Подтверждение новой почты' })).toBeVisible();
  await expect(modal.getByText(next.email)).toBeVisible();
  await enterCode(page, await shownCode(page));

  await expect(modal).toBeHidden();
  await expect(page.getByText('Почта успешно изменена')).toBeVisible();
  await expect(field(page, 'Электронная почта')).toHaveValue(next.email);

  await signOut(page);
  await signIn(page, next.email, c.password);
  await expect(page).toHaveURL(/\/profile\/client\/main$/);
});
