import { z } from 'zod';
import { SHORT_TEXT_MAX } from './constants';
import { companyRegistrySchema } from './registry';
import { innSchema, requiredText } from './schemas';
import { quoted } from './typography';

/*
 * The buyer: whom a client buys for, as it states it in its cabinet — itself, or a company named
 * by its name and INN. The company's INN is checked by its check digits where it is typed and
 * against the state register afterwards, as a contractor's is; contractors see the buyer with the
 * register's word on the tender and the invitation. A client that has not said is 'not stated'.
 */

export const BUYER_KINDS = ['self', 'company'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];
export const BUYER_NAME_MAX = SHORT_TEXT_MAX;

/** A company's name as a sentence names it: as typed when it has its quotes, else in «». */
const named = (name: string) => (/[«»"„“]/.test(name) ? name : quoted(name));

export const MSG_BUYER = {
  title: 'Компания-заказчик',
  tabHint:
    'Подрядчики увидят на ваших тендерах и в приглашениях, для кого вы закупаете. ИНН компании мы сверяем с государственным реестром (ЕГРЮЛ или ЕГРИП).',
  kindLabel: 'Для кого вы закупаете',
  kindRequired: 'Выберите, для кого вы закупаете',
  kinds: { self: 'Для себя', company: 'Для компании' } satisfies Record<BuyerKind, string>,
  name: 'Название компании',
  nameHint: 'Например, ООО «Ромашка»',
  inn: 'ИНН компании',
  innHint: '10 цифр у организации или 12 у ИП',
  notStated: 'Вы ещё не указали, для кого закупаете',
  save: 'Сохранить',
  saved: 'Сведения о компании-заказчике сохранены',
  saveFailed: 'Не удалось сохранить сведения о компании-заказчике',
  loadFailed: 'Не удалось загрузить сведения о компании-заказчике',
  // As contractors read it.
  self: 'Заказчик закупает для себя',
  forCompany: (name: string, inn: string) =>
    `Заказчик закупает для компании ${named(name)}, ИНН ${inn}`,
} as const;

/** PUT /user/profile/buyer: for itself, or for a company by name and INN. */
export const buyerBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('self') }),
    z.object({
      kind: z.literal('company'),
      name: requiredText(BUYER_NAME_MAX),
      inn: innSchema,
    }),
  ],
  { error: MSG_BUYER.kindRequired },
);
export type BuyerBody = z.input<typeof buyerBody>;

/**
 * The buyer as answers carry it: the company with what the register says of its INN; null while
 * the client has not said.
 */
export const buyerSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('self') }),
    z.object({
      kind: z.literal('company'),
      name: z.string(),
      inn: z.string(),
      registry: companyRegistrySchema,
    }),
  ])
  .nullable();
export type Buyer = z.infer<typeof buyerSchema>;

/** GET and PUT /user/profile/buyer. */
export const buyerAnswer = z.object({ buyer: buyerSchema });

/** The buyer in a line, as contractors read it; '' while not stated. */
export function buyerLine(buyer: Buyer): string {
  if (!buyer) return '';
  return buyer.kind === 'self' ? MSG_BUYER.self : MSG_BUYER.forCompany(buyer.name, buyer.inn);
}
