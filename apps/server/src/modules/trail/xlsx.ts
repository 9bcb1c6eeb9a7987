import { MSG_TRAIL, type TrailEntry, formatMoscow } from '@podryad/domain';
import ExcelJS from 'exceljs';

/** The trail as an .xlsx workbook in Russian, oldest first, times in Moscow time as text. */
export async function trailWorkbook(tenderName: string, entries: TrailEntry[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Подряд';
  const sheet = book.addWorksheet('Журнал', { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.addRow([`${MSG_TRAIL.title}: ${tenderName}`]).font = { bold: true, size: 14 };
  sheet.addRow([`Сформировано ${formatMoscow(new Date())}`]);
  const columns = [
    { header: 'Время (МСК)', width: 24 },
    { header: 'Событие', width: 30 },
    { header: 'Кто', width: 30 },
    { header: 'Подрядчик', width: 30 },
    { header: 'Подробности', width: 60 },
  ];
  sheet.addRow(columns.map((c) => c.header)).font = { bold: true };
  columns.forEach((c, i) => (sheet.getColumn(i + 1).width = c.width));
  for (const e of entries) {
    sheet.addRow([
      formatMoscow(e.at),
      e.label,
      e.actor.name,
      e.contractor?.name ?? '',
      e.details ?? '',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
