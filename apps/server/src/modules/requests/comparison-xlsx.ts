import {
  COMPARISON_PRICE_BASES,
  type ComparisonAnswer,
  MSG_ADDENDA,
  MSG_OFFERS,
  MSG_REBID,
  MSG_SRO,
  rebidPart,
  PARTICIPATION_LABELS,
  SRO_KIND_LABELS,
  SRO_VERDICT_LABELS,
  formatMoscow,
  priceBreakdown,
  sroMembershipLine,
  vatLabel,
} from '@podryad/domain';
import ExcelJS from 'exceljs';

/** Kopecks as the number of roubles a spreadsheet sums: 125000050 → 1250000.5. */
const roubles = (kopecks: number | undefined) => (kopecks === undefined ? null : kopecks / 100);
const RUB = '#,##0.00 "₽"';

/**
 * The comparison as an .xlsx workbook in Russian: one row per offer in the screen's
 * order, sums as numbers in roubles with two decimals, dates as dates, so the client can sort and
 * sum it in Excel; then the invited contractors still without an offer.
 */
export async function comparisonWorkbook(answer: ComparisonAnswer): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Подряд';
  const sheet = book.addWorksheet('Сравнение', { views: [{ state: 'frozen', ySplit: 4 }] });
  const { tender } = answer;
  sheet.addRow([`${MSG_OFFERS.comparisonTitle}: ${tender.tender_name}`]).font = {
    bold: true,
    size: 14,
  };
  sheet.addRow([
    tender.offers_deadline
      ? `Приём предложений до ${formatMoscow(tender.offers_deadline)}`
      : 'Срок приёма предложений не установлен',
  ]);
  sheet.addRow([
    `Сформировано ${formatMoscow(new Date())}; цены сравниваются ${COMPARISON_PRICE_BASES[answer.prices]}`,
  ]);
  const columns: { header: string; width: number; numFmt?: string }[] = [
    { header: 'Компания', width: 28 },
    { header: 'ИНН', width: 14 },
    { header: 'Регион', width: 16 },
    { header: 'Цена с НДС, ₽', width: 18, numFmt: RUB },
    { header: 'Цена без НДС, ₽', width: 18, numFmt: RUB },
    { header: 'НДС, ₽', width: 16, numFmt: RUB },
    { header: 'НДС', width: 24 },
    { header: 'Срок выполнения, дней', width: 12, numFmt: '0' },
    { header: 'Действует до', width: 14, numFmt: 'dd.mm.yyyy' },
    { header: 'Включено', width: 40 },
    { header: 'Не включено', width: 40 },
    { header: 'Комментарий', width: 40 },
    { header: 'Файлы', width: 30 },
    { header: 'Версия', width: 8, numFmt: '0' },
    { header: 'Статус', width: 20 },
    { header: 'Отметки', width: 26 },
    // Last, so the columns before keep their letters.
    { header: 'Изменение тендера', width: 28 },
    { header: 'Цена с НДС до переторжки, ₽', width: 18, numFmt: RUB },
    { header: 'Переторжка', width: 18 },
    { header: `${MSG_SRO.column} (${SRO_KIND_LABELS[tender.sro_kind].toLowerCase()})`, width: 24 },
    { header: `${MSG_SRO.column} ${MSG_SRO.stated}`, width: 40 },
  ];
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'top' };
  columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width;
    if (c.numFmt) column.numFmt = c.numFmt;
  });
  for (const o of answer.offers) {
    const t = o.offer;
    const marks = [
      o.lowest_price && MSG_OFFERS.lowestPrice,
      o.shortest_duration && MSG_OFFERS.shortestDuration,
    ];
    const row = sheet.addRow([
      o.contractor.name,
      o.contractor.inn,
      o.contractor.region,
      roubles(t?.price_with_vat_kopecks),
      roubles(t?.price_without_vat_kopecks),
      roubles(t?.vat_kopecks),
      t ? vatLabel(t.vat, t.vat_rate) : 'Без цены',
      t?.duration_days ?? null,
      t ? new Date(`${t.valid_until}T00:00:00Z`) : null,
      t?.inclusions.join('\n') ?? '',
      t?.exclusions.join('\n') ?? '',
      o.comment ?? '',
      o.document_files.map((f) => f.name).join('\n'),
      o.revision,
      o.status.label,
      marks.filter(Boolean).join(', '),
      o.outdated_by === null ? '' : MSG_ADDENDA.earlier(o.outdated_by),
      ...rebidCells(o),
      o.sro.verdict ? SRO_VERDICT_LABELS[o.sro.verdict] : '',
      o.sro.membership ? sroMembershipLine(tender.sro_kind, o.sro.membership) : '',
    ]);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  if (answer.total > answer.offers.length) {
    sheet.addRow([`Показаны ${answer.offers.length} из ${answer.total} предложений`]);
  }
  if (answer.awaiting.length > 0) {
    sheet.addRow([]);
    sheet.addRow(['Приглашённые без предложения']).font = { bold: true };
    for (const a of answer.awaiting) {
      sheet.addRow([
        a.contractor.name,
        a.contractor.inn,
        a.contractor.region,
        PARTICIPATION_LABELS[a.participation],
        a.reject_reason ?? '',
      ]);
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An offer's переторжка: its price with НДС before the round, and whether it lowered it. */
function rebidCells(o: ComparisonAnswer['offers'][number]) {
  if (!o.rebid || !o.offer) return [null, ''];
  const before = priceBreakdown({ ...o.offer, price_kopecks: o.rebid.price_before_kopecks });
  const part = {
    running: MSG_REBID.running,
    lowered: MSG_REBID.lowered,
    kept: MSG_REBID.didNotTakePart,
  }[rebidPart(o.rebid)];
  return [roubles(before.price_with_vat_kopecks), part];
}
