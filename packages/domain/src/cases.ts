import { z } from 'zod';
import { LONG_TEXT_MAX } from './constants';
import { MSG } from './messages';
import { moscowToday } from './offers';
import { ID_MAX } from './constants';
import { coordinate, isoDate, pathList, requiredText } from './schemas';

/** Services a case was for; a card shows 'строительство' when none is stored. */
export const CASE_SERVICES = ['Строительство', 'Проектирование', 'Ремонт'] as const;
export const CASE_DEFAULT_SERVICES = 'строительство';

/** Gallery images of a case, the cover not counted: at most 10. */
export const CASE_MAX_IMAGES = 10;

/** Years offered by the case date selects: from five years back, ten years. */
export function caseYears(now = new Date()): number[] {
  const first = now.getFullYear() - 5;
  return Array.from({ length: 10 }, (_, i) => first + i);
}

/** Messages of the cases (the spec's wording where it has one). */
export const MSG_CASES = {
  // the spec's wording
  listLoadFailed: 'Ошибка загрузки кейсов',
  loadFailed: 'Не удалось загрузить данные кейса',
  saveFailed: 'Ошибка при сохранении',
  saved: 'Кейс успешно обновлён',
  createFailed: 'Ошибка при создании кейса',
  coverUploadFailed: 'Ошибка загрузки обложки',
  imageUploadFailed: 'Ошибка загрузки изображения',

  // ours
  coverRequired: 'Загрузите обложку кейса',
  tooManyImages: `Можно добавить не более ${CASE_MAX_IMAGES} изображений`,
  servicesUnknown: 'Выберите услугу из списка',
  endBeforeStart: 'Дата окончания не может быть раньше даты начала',
  fillAll: 'Заполните все поля, чтобы продолжить',
  imageHint: 'png или jpeg, не более 1000 МБ', // the spec's hint; the size it names is not enforced
  imageMarked: 'Будет удалено при сохранении',
  dealNotAccepted: 'Кейс можно создать только по принятым работам',
  dealHasCase: 'По этой сделке кейс уже создан',
  dealReadFailed:
    'Не удалось загрузить данные сделки. Заполните кейс сами или откройте его из карточки сделки.',
} as const;

/** The mark of a case made from a deal the client accepted on Podryad. */
export const CASE_FROM_DEAL_LABEL = 'Выполнено через Подряд';
/** Its longer form, with the day (in Moscow) the client accepted the work. */
export const caseFromDealHint = (acceptedAt: string) =>
  `Работы приняты заказчиком на Подряде ${moscowToday(new Date(acceptedAt)).split('-').reverse().join('.')}`;

/** The banner on the cabinet after a case was created. */
export const caseCreatedBanner = (name: string) => `Кейс ${name} успешно создан.`;

/** The case's fields, the cover and the gallery. */
const caseFields = z.object({
  project_name: requiredText(),
  services: z.enum(CASE_SERVICES, { error: MSG_CASES.servicesUnknown }),
  start_date: isoDate,
  end_date: isoDate,
  address: requiredText(LONG_TEXT_MAX),
  description: requiredText(LONG_TEXT_MAX),
  latitude: coordinate(90),
  longitude: coordinate(180),
  cover: z
    .string({ error: MSG_CASES.coverRequired })
    .trim()
    .min(1, { error: MSG_CASES.coverRequired })
    .max(300, { error: MSG.tooLong }),
  // pathList's own cap only bounds the payload; it must lie above the rule so the rule's
  // message is the one shown (zod reports the first failed size check).
  object_images: pathList(CASE_MAX_IMAGES * 10)
    .max(CASE_MAX_IMAGES, { error: MSG_CASES.tooManyImages })
    .default([]),
});

const endNotBeforeStart = {
  check: (c: { start_date: string; end_date: string }) => c.end_date >= c.start_date,
  params: { error: MSG_CASES.endBeforeStart, path: ['end_date'] },
};

/** PATCH /cases/{id}: the fields, the cover and the gallery (a case's deal stays as it is). */
export const caseBody = caseFields.refine(endNotBeforeStart.check, endNotBeforeStart.params);
export type CaseBody = z.input<typeof caseBody>;

/**
 * POST /cases: the same, and ours: the caller's own accepted deal the case shows (at most one case
 * per deal). Without it the case is the contractor's own word.
 */
export const caseCreateBody = caseFields
  .extend({
    deal_id: z
      .number({ error: MSG.invalidValue })
      .int({ error: MSG.invalidValue })
      .min(1, { error: MSG.invalidValue })
      .max(ID_MAX, { error: MSG.invalidValue })
      .optional(),
  })
  .refine(endNotBeforeStart.check, endNotBeforeStart.params);
export type CaseCreateBody = z.input<typeof caseCreateBody>;
