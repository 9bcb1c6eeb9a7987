import type { ComparisonAnswer } from '@podryad/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, patch, useTestApp } from './helpers';
import {
  type Actor,
  download,
  newClient,
  newContractor,
  newTender,
  offer,
  pricedTerms,
} from './tender-fixtures';

/*
 * The comparison across НДС regimes: the client compares the sums with НДС (the default) or
 * without it, and the best price and the order by price follow; the .xlsx says which, and flags an
 * offer made before the tender's latest addendum.
 */

const ctx = useTestApp();
const terms = (price_kopecks: number, vat: string, vat_rate: number | null) =>
  pricedTerms(price_kopecks, vat, vat_rate, 60);

let client: Actor;
let tenderId: number;
let simplified: number;
let general: number;
let plain: number;
beforeAll(async () => {
  client = await newClient(ctx);
  const [a, b, c] = await Promise.all([newContractor(ctx), newContractor(ctx), newContractor(ctx)]);
  tenderId = (await newTender(ctx, client, { tender_name: 'Склад в Казани' })).id;
  // 5 400 000 ₽ without НДС liability; 6 150 000 ₽ with НДС 22 %, i.e. 5 040 983,61 ₽ without it.
  simplified = (await offer(ctx, a, tenderId, terms(5_400_000_00, 'not_liable', null))).id;
  general = (await offer(ctx, b, tenderId, terms(6_150_000_00, 'with_vat', 22))).id;
  plain = (await offer(ctx, c, tenderId, { comment: 'Цену обсудим' })).id;
});

const compare = async (query = '') => {
  const res = await get(ctx.app, `/api/tenders/${tenderId}/comparison${query}`, client.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ComparisonAnswer;
};
const best = (answer: ComparisonAnswer) =>
  answer.offers.filter((o) => o.lowest_price).map((o) => o.request_id);
const order = (answer: ComparisonAnswer) => answer.offers.map((o) => o.request_id);

describe('the comparison with or without НДС', () => {
  it('compares the sums with НДС by default, as before', async () => {
    const answer = await compare();
    expect(answer.prices).toBe('with_vat');
    expect(best(answer)).toEqual([simplified]);
    expect(order(answer)).toEqual([simplified, general, plain]);
    expect(await compare('?prices=with_vat')).toEqual(answer);
  });

  it('compares the sums without НДС when asked: the best price and the order follow', async () => {
    const answer = await compare('?prices=without_vat');
    expect(answer.prices).toBe('without_vat');
    expect(best(answer)).toEqual([general]);
    expect(order(answer)).toEqual([general, simplified, plain]);
    // The sums themselves keep their meaning, exact to the kopeck.
    expect(answer.offers[0]!.offer).toMatchObject({
      price_with_vat_kopecks: 6_150_000_00,
      price_without_vat_kopecks: 5_040_983_61,
    });
    const desc = await compare('?prices=without_vat&sort=price&order=desc');
    expect(order(desc)).toEqual([simplified, general, plain]);
    expect(best(desc)).toEqual([general]);
  });

  it('refuses an unknown choice', async () => {
    const res = await get(ctx.app, `/api/tenders/${tenderId}/comparison?prices=net`, client.token);
    expect(res.status).toBe(400);
  });
});

describe('the .xlsx', () => {
  const sheetOf = async (query = '') => {
    const res = await download(
      ctx,
      `/api/tenders/${tenderId}/comparison.xlsx${query}`,
      client.token,
    );
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    return book.getWorksheet('Сравнение')!;
  };

  it('says which sums it compares and marks the best of them', async () => {
    const sheet = await sheetOf('?prices=without_vat');
    expect(String(sheet.getCell('A3').value)).toMatch(/; цены сравниваются без НДС$/);
    expect(sheet.getCell('D5').value).toBe(6_150_000);
    expect(sheet.getCell('E5').value).toBe(5_040_983.61);
    // Both take 60 days: each is marked for the shortest duration too.
    expect(sheet.getCell('P5').value).toBe('Лучшая цена, Кратчайший срок');
    expect(sheet.getCell('P6').value).toBe('Кратчайший срок');
    expect(String((await sheetOf()).getCell('A3').value)).toMatch(/цены сравниваются с НДС$/);
  });

  it('flags an offer made before the latest addendum in a column of its own', async () => {
    const edited = await patch(
      ctx.app,
      `/api/tenders/${tenderId}`,
      { address: 'г. Казань, ул. Баумана, 5' },
      client.token,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const answer = await compare();
    expect(answer.offers.map((o) => o.outdated_by)).toEqual([1, 1, 1]);
    const sheet = await sheetOf();
    expect(sheet.getCell('Q4').value).toBe('Изменение тендера');
    expect(sheet.getCell('Q5').value).toBe('Сделано до изменения № 1');
    expect(sheet.getCell('Q7').value).toBe('Сделано до изменения № 1');
  });
});
