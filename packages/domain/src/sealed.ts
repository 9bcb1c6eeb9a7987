import { formatMoscow, offersDeadlineLabel } from './deadline';

/*
 * Sealed offers ('Закрытый приём предложений'): until a sealed tender's deadline for offers the
 * client learns who was invited, each contractor's intent and when an offer came, but nothing an
 * offer says (price, terms, lines, comment, files). At the deadline every offer opens at once.
 * The server answers every call by `offersSealed`; the contractor always reads its own offer.
 */

export const SEALED_LABEL = 'Закрытый приём предложений';

/** The wizard's hint beside the switch. */
export const SEALED_HINT =
  'Цены, сроки, комментарии и файлы предложений откроются все сразу в срок приёма предложений. До него вы увидите только, кто и когда прислал предложение. Срок можно будет продлить, но не сократить';

/** What a bidder reads on the tender's page. */
export const sealedBidderNote = (deadline: string | Date) =>
  `Закрытый приём предложений: заказчик не увидит цену, сроки, комментарий и файлы вашего предложения до окончания приёма ${offersDeadlineLabel(deadline)}. Все предложения откроются одновременно`;

/** What the client reads on its sealed tender's page: before the deadline, and after. */
export const sealedClientNote = (deadline: string | Date, openedAt: string | Date | null) =>
  openedAt
    ? `Закрытый приём предложений: предложения вскрыты ${formatMoscow(openedAt)}`
    : `Закрытый приём предложений: цены, сроки, комментарии и файлы предложений откроются все сразу ${offersDeadlineLabel(deadline).replace(/^до /, '')}. Исполнителя можно будет выбрать после этого`;

/** What the client reads in place of a sealed offer's content. */
export const sealedOfferNote = (deadline: string | Date) =>
  `Предложение получено. Цена и условия откроются ${offersDeadlineLabel(deadline).replace(/^до /, '')}`;

/** The client's comparison while the offers are sealed. */
export const sealedComparisonNote = (deadline: string | Date, count: number) =>
  `Получено предложений: ${count}. Цены и условия откроются все сразу ${offersDeadlineLabel(deadline).replace(/^до /, '')} — тогда здесь появится сравнение`;

/** The client's notice when the offers open. */
export const offersOpenedText = (count: number) => `Предложения вскрыты: ${count}`;

/** What of a tender decides whether its offers are sealed. */
export type SealedTender = {
  sealed: boolean;
  offers_deadline: string | Date | null;
};

/** Are the tender's offers sealed from its client at `now`: sealed, and its deadline still ahead. */
export const offersSealed = (tender: SealedTender, now: Date) =>
  tender.sealed &&
  tender.offers_deadline !== null &&
  new Date(tender.offers_deadline).getTime() > now.getTime();
