import { expect, test } from '../support/test';
import { registerClientByApi } from '../support/api';
import { signIn } from '../support/journeys';
import { onNarrowestPhone } from '../support/phone';

test('shots', async ({ page, request, browser }) => {
  const client = await registerClientByApi(request);
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, client.email, client.password);
  await onNarrowestPhone(browser, client, 'client', async (phone) => {
    await phone.goto('/profile/client/personal?tab=safety');
    const sessions = phone.getByRole('region', { name: 'Сеансы' });
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await sessions.scrollIntoViewIfNeeded();
    await sessions.screenshot({ path: '/tmp/shots/sessions-phone.png' });
  });
  await page.goto('/profile/client/personal?tab=safety');
  await expect(page.getByRole('region', { name: 'Сеансы' }).getByRole('listitem')).toHaveCount(3);
  await page.screenshot({ path: '/tmp/shots/sessions-desk.png', fullPage: true });
});
