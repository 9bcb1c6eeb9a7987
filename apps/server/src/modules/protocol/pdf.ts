import { createRequire } from 'node:module';
import path from 'node:path';
import {
  MSG_PROTOCOL,
  MSG_REBID,
  formatMoscow,
  formatRubles,
  formatWorkDays,
  rebidPart,
} from '@podryad/domain';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ProtocolData, ProtocolParticipant } from './data';

/*
 * The protocol as a PDF in Russian, through pdfmake with the Roboto it ships: the font is embedded,
 * so the text is Cyrillic a reader can select and search. The document names no file or URL of its
 * own, so pdfmake may read only the font files and fetch nothing.
 */

const require = createRequire(import.meta.url);
const ROBOTO = (require('pdfmake/fonts/Roboto.js') as { Roboto: Record<string, string> }).Roboto;
const FONT_FILES = new Set(Object.values(ROBOTO).map((file) => path.resolve(file)));
pdfmake.addFonts({ Roboto: ROBOTO });
pdfmake.setLocalAccessPolicy((file) => FONT_FILES.has(path.resolve(file)));
pdfmake.setUrlAccessPolicy(() => false);

const money = (kopecks: number | null) => (kopecks === null ? '—' : formatRubles(kopecks));
const pairs = (rows: [string, string][]): Content => ({
  table: { widths: [170, '*'], body: rows.map(([k, v]) => [{ text: k, bold: true }, v]) },
  layout: 'lightHorizontalLines',
});

export function protocolPdf(data: ProtocolData, madeAt: Date): Promise<Buffer> {
  const { outcome } = data;
  const executor = data.participants.find((p) => p.chosen);
  const doc: TDocumentDefinitions = {
    info: { title: `${MSG_PROTOCOL.title}: ${data.tenderName}`, creator: 'Подряд' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: {
      h1: { fontSize: 16, bold: true },
      h2: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
    },
    content: [
      { text: MSG_PROTOCOL.title, style: 'h1' },
      { text: data.tenderName, fontSize: 13, margin: [0, 2, 0, 8] },
      pairs([
        [MSG_PROTOCOL.client, data.clientName],
        [MSG_PROTOCOL.address, data.address || '—'],
        [MSG_PROTOCOL.published, formatMoscow(data.publishedAt)],
        [
          MSG_PROTOCOL.deadline,
          data.deadline ? formatMoscow(data.deadline) : MSG_PROTOCOL.noDeadline,
        ],
        [MSG_PROTOCOL.sealed, data.sealed ? MSG_PROTOCOL.sealedYes : MSG_PROTOCOL.sealedNo],
        [
          MSG_PROTOCOL.rebid,
          data.rebid
            ? `${MSG_PROTOCOL.rebidAnnounced} ${formatMoscow(data.rebid.announcedAt)}, ${MSG_PROTOCOL.rebidUntil} ${formatMoscow(data.rebid.deadline)}`
            : MSG_PROTOCOL.noRebid,
        ],
        ...(data.sealed
          ? [
              [
                MSG_PROTOCOL.openedAt,
                data.openedAt ? formatMoscow(data.openedAt) : MSG_PROTOCOL.notOpenedYet,
              ] as [string, string],
            ]
          : []),
        [MSG_PROTOCOL.outcomeAt, formatMoscow(outcome.at)],
        [MSG_PROTOCOL.outcome, outcome.status],
      ]),
      { text: MSG_PROTOCOL.changes, style: 'h2' },
      data.changes.length === 0
        ? { text: MSG_PROTOCOL.noChanges }
        : { ul: data.changes.map((c) => `${formatMoscow(c.at)}: ${c.details}`) },
      { text: MSG_PROTOCOL.clarifications, style: 'h2' },
      data.clarifications.length === 0
        ? { text: MSG_PROTOCOL.noClarifications }
        : {
            ol: data.clarifications.map((c) => ({
              stack: [
                `${MSG_PROTOCOL.question}: ${c.question}`,
                `${MSG_PROTOCOL.answer} (${formatMoscow(c.answeredAt)}): ${c.answer}`,
              ],
              margin: [0, 0, 0, 4],
            })),
          },
      { text: MSG_PROTOCOL.participants, style: 'h2' },
      {
        table: {
          headerRows: 1,
          widths: [20, '*', 80, 95, 80, 80, 60, 95],
          body: [
            [
              MSG_PROTOCOL.number,
              MSG_PROTOCOL.participant,
              MSG_PROTOCOL.how,
              MSG_PROTOCOL.status,
              MSG_PROTOCOL.priceWithVat,
              MSG_PROTOCOL.priceWithoutVat,
              MSG_PROTOCOL.duration,
              MSG_PROTOCOL.rebidColumn,
            ].map((text) => ({ text, bold: true })),
            ...data.participants.map((p) => [
              String(p.number),
              p.name,
              p.how,
              p.status,
              money(p.priceWithVat),
              money(p.priceWithoutVat),
              p.durationDays === null ? '—' : formatWorkDays(p.durationDays),
              rebidCell(p.rebid),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: MSG_PROTOCOL.decision, style: 'h2' },
      pairs([
        [MSG_PROTOCOL.executor, executor ? executor.name : MSG_PROTOCOL.noExecutor],
        [MSG_PROTOCOL.reason, outcome.reason],
        ...(outcome.comment ? [[MSG_PROTOCOL.comment, outcome.comment] as [string, string]] : []),
      ]),
      { text: MSG_PROTOCOL.steps, style: 'h2' },
      {
        table: {
          headerRows: 1,
          widths: [150, 200, '*'],
          body: [
            [MSG_PROTOCOL.time, MSG_PROTOCOL.event, MSG_PROTOCOL.participant].map((text) => ({
              text,
              bold: true,
            })),
            ...data.steps.map((s) => [formatMoscow(s.at), s.event, s.who]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      // The deal after the choice, as it stands now (after the steps: it goes on past the tender).
      ...(data.deal
        ? [
            pairs([
              [
                MSG_PROTOCOL.deal,
                data.deal.contract
                  ? `${data.deal.status}, ${data.deal.contract}`
                  : data.deal.status,
              ],
            ]),
          ]
        : []),
      {
        text: `${MSG_PROTOCOL.made} ${formatMoscow(madeAt)}, площадка «Подряд»`,
        margin: [0, 16, 0, 0],
        color: '#555555',
      },
    ],
  };
  return pdfmake.createPdf(doc).getBuffer();
}

/** A participant's part in the переторжка round: '—', 'не участвовал', 'снизил с 1 200 000,00 ₽'. */
function rebidCell(rebid: ProtocolParticipant['rebid']): string {
  if (!rebid) return '—';
  return {
    running: MSG_REBID.runningShort,
    lowered: `${MSG_PROTOCOL.rebidLowered} ${money(rebid.beforeWithVat)}`,
    kept: MSG_REBID.didNotTakePart,
  }[rebidPart(rebid)];
}
