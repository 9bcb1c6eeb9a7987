import type { Addendum } from '@podryad/domain';

/*
 * Addenda (изменения тендера) as the tender's answer carries them, for the web tests.
 */

/**
 * Addendum `number`, made on 24.11.2026 at 12:00 Moscow time with the note 'Уточнили объём', that
 * moved the start date from 01.12.2026 to 15.12.2026 and asks the bidders to confirm.
 */
export function makeAddendum(number: number, over: Partial<Addendum> = {}): Addendum {
  return {
    number,
    at: '2026-11-24T09:00:00.000Z',
    note: 'Уточнили объём',
    changes: [
      {
        field: 'start_date',
        label: 'Дата начала',
        before: '2026-12-01',
        after: '2026-12-15',
      },
    ],
    files_added: [],
    files_removed: [],
    asks_confirmation: true,
    ...over,
  };
}

/** A long description, the kind that wraps and is folded when it is the old one. */
export const LONG_DESCRIPTION =
  'Строительство школы на 300 мест с бассейном, спортивным залом, столовой и актовым залом; ' +
  'благоустройство территории, наружные сети, проезды и парковка на 40 машин.';
