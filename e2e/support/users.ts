import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A Russian mobile number and an e-mail nobody has registered in this run. */
export function newContacts() {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0') + String(counter).padStart(3, '0');
  return {
    national: `9${tail}`.slice(0, 10),
    get phone() {
      return `+7${this.national}`;
    },
    email: `e2e${tail}@example.ru`,
    password: 'Stroika2026',
  };
}

export type Contacts = ReturnType<typeof newContacts>;

/** Reads the verification code that a non-production server sends back and the page shows. */
export async function shownCode(page: Page): Promise<string> {
  const alert = page.getByText(/Код подтверждения: \d{6}/).last();
  await expect(alert).toBeVisible();
  const text = (await alert.textContent()) ?? '';
  return /(\d{6})/.exec(text)![1]!;
}

/** Types a code into the six boxes (the form submits itself once all six are filled). */
export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Цифра 1 из 6').click();
  await page.keyboard.type(code);
}

export const DEMO = {
  client: { email: 'client@podryad.demo', phone: '+79990000001', password: 'demo12345' },
  contractor: { email: 'contractor@podryad.demo', phone: '+79990000002', password: 'demo12345' },
};
