import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '../support/test';
import {
  bearer,
  createTenderByApi,
  ok,
  registerClientByApi,
  registerContractorByApi,
} from '../support/api';
import { expectNoAxeViolations } from '../support/a11y';
import { signIn } from '../support/journeys';
import { checkScreen, phone } from '../support/phone';
import { abortMapTiles } from '../support/projects';

// The comparison as a client meets it on a laptop (1366 × 800) and on a phone (360 × 780): three
// offers under three НДС regimes, two of them made before the tender's change, the deadline still
// ahead. The company and its choice stay in view, nothing is cut, the comment is there; the client
// compares with or without НДС; the confirm says what to weigh; the .xlsx carries the flag.

const DAY_MS = 24 * 3600_000;
const tail = Date.now() % 100_000;
const NAMES = {
  simplified: `ООО «Северо-Западная строительная компания ${tail}»`,
  general: `АО «Промышленное и гражданское строительство ${tail}»`,
  onTop: `ООО «Монолитстрой ${tail}»`,
};
const COMMENTS = {
  simplified: 'Работаем на упрощённой системе налогообложения, НДС не платим',
  general: 'Цена включает НДС 22 %, гарантия 5 лет',
  onTop: 'НДС 22 % начисляется сверху',
};

type Seeded = { tenderId: number; tenderName: string; client: { email: string; password: string } };

/**
 * A client's tender with a deadline five days ahead and three offers: 5 400 000 ₽ without НДС
 * liability (the lowest with НДС), 6 150 000 ₽ with НДС 22 % (5 040 983,61 ₽ without it, the
 * lowest so) and 5 200 000 ₽ with 22 % on top; then a change of the tender, which only the second
 * confirms.
 */
async function seed(page: Page): Promise<Seeded> {
  const request = page.request;
  const tenderName = `Склад в Казани ${tail}`;
  const client = await registerClientByApi(request);
  const tenderId = await createTenderByApi(request, client.token, {
    tender_name: tenderName,
    offers_deadline: new Date(Date.now() + 5 * DAY_MS).toISOString(),
  });
  const validUntil = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
  const send = async (
    name: string,
    comment: string,
    terms: { price_kopecks: number; vat: string; vat_rate: number | null; duration_days: number },
  ) => {
    const contractor = await registerContractorByApi(request, { shortName: name });
    const sent = await ok<{ request: { id: number } }>(
      request.post(`/api/request/${tenderId}`, {
        headers: bearer(contractor.token),
        data: {
          comment,
          docs_paths: [],
          valid_until: validUntil,
          inclusions: ['Материалы', 'Вывоз строительного мусора'],
          exclusions: ['Проектирование'],
          ...terms,
        },
      }),
    );
    return { token: contractor.token, id: sent.request.id };
  };
  await send(NAMES.simplified, COMMENTS.simplified, {
    price_kopecks: 5_400_000_00,
    vat: 'not_liable',
    vat_rate: null,
    duration_days: 90,
  });
  const general = await send(NAMES.general, COMMENTS.general, {
    price_kopecks: 6_150_000_00,
    vat: 'with_vat',
    vat_rate: 22,
    duration_days: 60,
  });
  await send(NAMES.onTop, COMMENTS.onTop, {
    price_kopecks: 5_200_000_00,
    vat: 'without_vat',
    vat_rate: 22,
    duration_days: 75,
  });
  // The change (a new address): every offer is now made on an earlier version; one confirms.
  await ok(
    request.patch(`/api/tenders/${tenderId}`, {
      headers: bearer(client.token),
      data: { address: 'г. Казань, ул. Баумана, 5' },
    }),
  );
  await ok(
    request.post(`/api/request/confirm/${general.id}`, {
      headers: bearer(general.token),
      data: {},
    }),
  );
  return { tenderId, tenderName, client };
}

/** The element lies wholly within the window's width: nothing of it off the side. */
async function expectWithinWidth(page: Page, element: Locator) {
  const width = page.viewportSize()!.width;
  const box = (await element.boundingBox())!;
  expect(box, 'a box').not.toBeNull();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** Each badge shows all its words: none cut short, none wider than its cell or card. */
async function expectBadgesWhole(scope: Locator) {
  const cut = await scope.evaluate((root) =>
    [...root.querySelectorAll('.mantine-Badge-root')]
      .filter((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge;
        const holder = badge.closest('td, th, article') ?? root;
        const box = badge.getBoundingClientRect();
        const room = holder.getBoundingClientRect();
        return (
          label.scrollWidth > label.clientWidth + 1 ||
          box.right > room.right + 1 ||
          box.left < room.left - 1
        );
      })
      .map((badge) => badge.textContent),
  );
  expect(cut, 'badges cut short').toEqual([]);
}

const withVatHint = 'Сравниваются суммы к оплате с НДС.';
const warningOpen =
  /Приём предложений ещё открыт \(до .+ \(МСК\)\): другие участники ещё могут прислать или изменить предложения\./;
const warningOutdated =
  'Это предложение сделано до изменения № 1 тендера, и подрядчик его ещё не подтвердил';

test.describe('on a laptop, 1366 × 800', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the company, its choice, the comment and whole badges in view; prices with or without НДС; the confirm warns; the .xlsx flags', async ({
    page,
  }) => {
    await abortMapTiles(page);
    const { tenderId, tenderName, client } = await seed(page);
    await signIn(page, client.email, client.password);
    await expect(page).toHaveURL(/\/profile\/client\/main$/);
    await page.goto(`/profile/client/tender/${tenderId}/comparison`);
    const table = page.getByRole('table', { name: 'Сравнение предложений' });
    const rows = page.getByTestId('comparison-row');
    await expect(rows).toHaveCount(3);

    // With НДС (the default): the 5 400 000 ₽ without НДС liability is the best price.
    await expect(page.getByText(withVatHint)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Цена с НДС' })).toBeVisible();
    await expect(rows.nth(0)).toContainText(NAMES.simplified);
    await expect(rows.nth(0).getByTestId('best-mark')).toHaveText('Лучшая цена');

    // Every row's company and its choice are on the screen without scrolling sideways.
    for (const [key, name] of Object.entries(NAMES)) {
      const row = rows.filter({ hasText: name });
      await expectWithinWidth(page, row.getByRole('link', { name }));
      await expectWithinWidth(
        page,
        row.getByRole('button', { name: `Выбрать исполнителем: ${name}` }),
      );
      // The comment is shown, whole, on the screen too.
      const comment = row.getByText(COMMENTS[key as keyof typeof COMMENTS], { exact: true });
      await expect(comment).toBeVisible();
      await expectWithinWidth(page, comment);
    }
    const first = rows.nth(0);
    await expect(first.getByRole('link', { name: NAMES.simplified })).toBeInViewport({ ratio: 1 });
    await expect(
      first.getByRole('button', { name: `Выбрать исполнителем: ${NAMES.simplified}` }),
    ).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Таблица шире экрана')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1366,
    );
    // Two offers are marked as made before the change, the words whole.
    await expect(table.getByTestId('outdated')).toHaveCount(2);
    await expect(rows.filter({ hasText: NAMES.onTop }).getByTestId('outdated')).toContainText(
      'Сделано до изменения № 1',
    );
    await expectBadgesWhole(table);
    await expectNoAxeViolations(page);

    // Without НДС: the 6 150 000 ₽ with НДС (5 040 983,61 ₽ without it) is the best and first.
    await page.getByRole('radiogroup', { name: 'Сравнивать цены' }).getByText('без НДС').click();
    await expect(page).toHaveURL(/prices=without_vat/);
    await expect(table.getByRole('columnheader', { name: 'Цена без НДС' })).toBeVisible();
    await expect(rows.nth(0)).toContainText(NAMES.general);
    await expect(rows.nth(0)).toContainText('5 040 983,61 ₽');
    await expect(rows.nth(0).getByTestId('best-mark')).toHaveText([
      'Лучшая цена',
      'Кратчайший срок',
    ]);
    await expect(rows.filter({ hasText: NAMES.simplified }).getByTestId('best-mark')).toHaveCount(
      0,
    );
    await expectBadgesWhole(table);
    // The choice holds over a reload.
    await page.reload();
    await expect(page.getByRole('radio', { name: 'без НДС' })).toBeChecked();
    await expect(rows.nth(0)).toContainText(NAMES.general);

    // The confirm of an offer made before the change: both warnings, beside the usual words.
    await rows
      .filter({ hasText: NAMES.onTop })
      .getByRole('button', { name: `Выбрать исполнителем: ${NAMES.onTop}` })
      .click();
    let confirm = page.getByRole('dialog', { name: 'Выбрать исполнителем?' });
    await expect(confirm).toContainText(
      `«ООО „Монолитстрой ${tail}“» станет исполнителем тендера «${tenderName}». Подрядчик получит уведомление.`,
    );
    await expect(confirm.getByTestId('choice-warnings')).toContainText(warningOpen);
    await expect(confirm.getByTestId('choice-warnings')).toContainText(warningOutdated);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await expect(confirm).toBeHidden();
    // A confirmed offer: only the deadline's warning.
    await rows
      .filter({ hasText: NAMES.general })
      .getByRole('button', { name: `Выбрать исполнителем: ${NAMES.general}` })
      .click();
    confirm = page.getByRole('dialog', { name: 'Выбрать исполнителем?' });
    await expect(confirm.getByTestId('choice-warnings')).toContainText(warningOpen);
    await expect(confirm.getByTestId('choice-warnings')).not.toContainText('до изменения');
    await confirm.getByRole('button', { name: 'Отмена' }).click();

    // The .xlsx: in the order shown, its last column flags the offers made before the change.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать .xlsx' }).click();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await (await downloading).path());
    const sheet = book.getWorksheet('Сравнение')!;
    expect(String(sheet.getCell('A3').value)).toMatch(/цены сравниваются без НДС$/);
    expect(sheet.getCell('Q4').value).toBe('Изменение тендера');
    const flags = [5, 6, 7].map((r) => [
      sheet.getCell(`A${r}`).value,
      sheet.getCell(`Q${r}`).value,
    ]);
    expect(flags).toEqual([
      [NAMES.general, ''],
      [NAMES.onTop, 'Сделано до изменения № 1'],
      [NAMES.simplified, 'Сделано до изменения № 1'],
    ]);

    // A narrower desk (1000 px): the table scrolls sideways and says so; scrolled to its end, the
    // company and its choice are still in view, the other columns passing under them.
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(
      page.getByText('Таблица шире экрана: прокрутите её вбок или кнопками'),
    ).toBeVisible();
    const onward = page.getByRole('button', { name: 'Прокрутить таблицу вправо' });
    // Each press scrolls most of the box's width, smoothly: pressed until the end is reached.
    await expect(async () => {
      if (await onward.isEnabled()) await onward.click({ timeout: 2_000 });
      await expect(onward).toBeDisabled({ timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole('button', { name: 'Прокрутить таблицу влево' })).toBeEnabled();
    const last = table.getByRole('columnheader', { name: 'Дата предложения' });
    await expect(last).toBeInViewport({ ratio: 1 });
    const row = rows.nth(0);
    await expect(row.getByRole('link', { name: NAMES.general })).toBeInViewport({ ratio: 1 });
    await expect(
      row.getByRole('button', { name: `Выбрать исполнителем: ${NAMES.general}` }),
    ).toBeInViewport({ ratio: 1 });
    // What passed under the company is hidden by it: the company's cell is what the eye meets.
    const company = row.getByTestId('comparison-company');
    const box = (await company.boundingBox())!;
    expect(
      await page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x!, y!)?.closest('[data-testid="comparison-company"]') !== null,
        [box.x + 4, box.y + box.height / 2],
      ),
    ).toBe(true);
  });
});

test('on a phone, 360 × 780: cards with the company, its choice, the comment and whole badges; prices without НДС', async ({
  browser,
}) => {
  const context = await browser.newContext({
    ...phone('Galaxy S8'),
    viewport: { width: 360, height: 780 },
  });
  try {
    const page = await context.newPage();
    await abortMapTiles(page);
    const { tenderId, client } = await seed(page);
    await signIn(page, client.email, client.password);
    await expect(page).toHaveURL(/\/profile\/client\/main$/);
    await page.goto(`/profile/client/tender/${tenderId}/comparison`);
    const cards = page.getByTestId('comparison-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toHaveAccessibleName(NAMES.simplified);
    for (const [key, name] of Object.entries(NAMES)) {
      const card = cards.filter({ hasText: name });
      await expectWithinWidth(page, card.getByRole('link', { name }));
      await expectWithinWidth(
        page,
        card.getByRole('button', { name: `Выбрать исполнителем: ${name}` }),
      );
      await expect(card.getByText(COMMENTS[key as keyof typeof COMMENTS])).toBeVisible();
    }
    await expectBadgesWhole(page.getByRole('list', { name: 'Сравнение предложений' }));
    await checkScreen(page);

    await page.getByRole('radiogroup', { name: 'Сравнивать цены' }).getByText('без НДС').tap();
    await expect(page).toHaveURL(/prices=without_vat/);
    await expect(cards.nth(0)).toHaveAccessibleName(NAMES.general);
    await expect(cards.nth(0).getByTestId('best-mark').first()).toHaveText('Лучшая цена');
    await expectBadgesWhole(page.getByRole('list', { name: 'Сравнение предложений' }));
    await checkScreen(page);

    await cards
      .filter({ hasText: NAMES.onTop })
      .getByRole('button', { name: `Выбрать исполнителем: ${NAMES.onTop}` })
      .tap();
    const confirm = page.getByRole('dialog', { name: 'Выбрать исполнителем?' });
    await expect(confirm.getByTestId('choice-warnings')).toContainText(warningOutdated);
    await checkScreen(page);
  } finally {
    await context.close();
  }
});
