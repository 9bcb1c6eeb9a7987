import { expect, test } from '../support/test';
import { bearer, ok, registerClientByApi } from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { signIn } from '../support/journeys';
import { expectFitsPhone, onNarrowestPhone } from '../support/phone';

// A person's own data, as the person handles it: where the account is signed in, and ending a
// session left open on another device.

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
