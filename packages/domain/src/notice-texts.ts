import { offersDeadlineLabel } from './deadline';
import { formatPrice } from './offer-format';
import { offersOpenedText } from './sealed';
import { rebidNoticeText } from './rebid';
import type { OfferTerms } from './offers';
import { NOTICE_TELLS, type NotificationKind } from './notifications';

/*
 * The words of every notice: the bell, the live stream, letters (their subjects are the titles)
 * and pushes all show what is written here once, when the notice is stored.
 *
 * A notice names who acted beside a verb, and a name says nothing of the grammar a verb needs: a
 * woman ('Ирина Соколова'), a man, a company ('ООО «СтройКо»', neuter). So the verb agrees with the
 * role, which leads: 'Заказчик «Ирина Соколова» выбрал вас…', 'Подрядчик «СтройКо» отправил…'; the
 * name in « » is the role's designation, as a company's name is. Titles speak of the recipient
 * without a gender ('Вы выбраны исполнителем') or of the thing ('Ответ на ваш вопрос').
 */

/** The role of who acted: the other party than the one the notice tells. */
export const noticeActorRole = (kind: NotificationKind) =>
  NOTICE_TELLS[kind] === 'contractor' ? 'Заказчик' : 'Подрядчик';

/**
 * Who acted as a notice names them: the role, then the name in « » (as it is when it carries its
 * own quotes, 'ООО «СтройКо»'); the role alone when there is no name.
 */
export function noticeActor(kind: NotificationKind, name: string): string {
  const role = noticeActorRole(kind);
  const trimmed = name.trim();
  if (!trimmed) return role;
  return /[«»"]/.test(trimmed) ? `${role} ${trimmed}` : `${role} «${trimmed}»`;
}

/** What a notice may say beside who acted and the tender. */
export type NoticeDetails = {
  /** An extension's or a reminder's deadline for offers; null: the deadline was removed. */
  deadline?: string | null;
  /** The terms of the offer the notice is about, when it has them: the text says its price. */
  terms?: Pick<OfferTerms, 'price_kopecks' | 'vat' | 'vat_rate'> | null;
  /** The opening of sealed offers: how many opened. */
  count?: number;
  /** The status of the recipient's request: an addendum asks only an offer to be confirmed. */
  status?: string | null;
};

/** A notice's words: its title, its text with the tender's name in « », its button. */
export type NoticeContent = { title: string; text: string; button: string | null };

/** The buttons of the clarifications' notices: they open the tender's questions. */
export const QUESTION_NOTICE_BUTTONS = {
  question_asked: 'Ответить на вопрос',
  question_answered: 'Открыть вопрос',
  clarification_published: 'Смотреть разъяснение',
} as const;

/** The button of the deal's notices: it opens the deal. */
export const DEAL_NOTICE_BUTTON = 'Открыть сделку';

/**
 * What each kind of notice tells its recipient: title, text with the tender's name in « », button.
 * `who` is the name of who acted (`partyName`); an extension names the new deadline and has no
 * button (the text links to the tender, where the contractor acts); an offer says its price.
 */
export function notificationContent(
  kind: NotificationKind,
  who: string,
  tender: string,
  details: NoticeDetails = {},
): NoticeContent {
  const t = `«${tender}»`;
  const actor = noticeActor(kind, who);
  const deadline = details.deadline ?? null;
  const price = details.terms ? `: ${formatPrice(details.terms)}` : '';
  switch (kind) {
    case 'deadline_extended':
      return {
        title: 'Срок приёма предложений продлён',
        text: deadline
          ? `${actor} продлил приём предложений по тендеру ${t} ${offersDeadlineLabel(deadline)}`
          : `${actor} снял срок приёма предложений по тендеру ${t}`,
        button: null,
      };
    case 'deadline_reminder':
      return {
        title: 'Скоро окончание приёма предложений',
        text: `До окончания приёма предложений по тендеру ${t} осталось меньше суток${deadline ? ` (${offersDeadlineLabel(deadline)})` : ''}. Отправьте предложение или ответьте, что не будете участвовать`,
        button: 'Смотреть приглашение',
      };
    case 'another_chosen':
      return {
        title: 'Выбран другой исполнитель',
        text: `${actor} выбрал другого исполнителя по тендеру ${t}`,
        button: null,
      };
    case 'tender_closed':
      return {
        title: 'Тендер завершён без выбора исполнителя',
        text: `${actor} завершил тендер ${t} без выбора исполнителя`,
        button: null,
      };
    case 'tender_withdrawn':
      return {
        title: 'Тендер отменён заказчиком',
        text: `${actor} отменил тендер ${t}`,
        button: null,
      };
    case 'offers_opened':
      return {
        title: offersOpenedText(details.count ?? 0),
        text: `Закрытый приём предложений по тендеру ${t} завершён: цены и условия всех предложений открыты. Сравните их и выберите исполнителя`,
        button: null,
      };
    case 'rebid_announced':
      return {
        title: 'Объявлена переторжка',
        text: rebidNoticeText(actor, tender, deadline ?? ''),
        button: 'Смотреть ответ',
      };
    case 'rebid_sent':
      return {
        title: 'Новая цена в переторжке',
        text: `${actor} отправил новую цену в переторжке по тендеру ${t}. Цены откроются по окончании переторжки`,
        button: 'Смотреть ответ',
      };
    case 'rebid_closed':
      return {
        title: 'Переторжка завершена',
        text: `Переторжка по тендеру ${t} завершена: новые цены открыты. Сравните предложения и выберите исполнителя`,
        button: null,
      };
    case 'outcome_reminder':
      return {
        title: 'Подведите итоги тендера',
        text: `Приём предложений по тендеру ${t} закончился больше двух недель назад. Выберите исполнителя или завершите тендер без выбора: участники ждут итогов`,
        button: null,
      };
    case 'question_asked':
      // The asker's company is the client's to know: `who` names it, for the client only.
      return {
        title: 'Новый вопрос по тендеру',
        text: `${actor} задал вопрос по тендеру ${t}`,
        button: QUESTION_NOTICE_BUTTONS.question_asked,
      };
    case 'question_answered':
      return {
        title: 'Ответ на ваш вопрос',
        text: `${actor} ответил на ваш вопрос по тендеру ${t}`,
        button: QUESTION_NOTICE_BUTTONS.question_answered,
      };
    case 'clarification_published':
      return {
        title: 'Новое разъяснение по тендеру',
        text: `${actor} опубликовал разъяснение по тендеру ${t}`,
        button: QUESTION_NOTICE_BUTTONS.clarification_published,
      };
    case 'addendum':
      // The comment carries what changed; the contractor acts on the tender's page. An invited one
      // without an offer has nothing to confirm: it is only told.
      return {
        title: 'Тендер изменён',
        text:
          details.status === 'offered'
            ? `${actor} внёс изменения в тендер ${t}. Учтите их в своём предложении`
            : `${actor} внёс изменения в тендер ${t}. Подтвердите своё предложение или измените его`,
        button: null,
      };
    case 'offer_confirmed':
      return {
        title: 'Предложение подтверждено',
        text: `${actor} подтвердил коммерческое предложение по тендеру ${t} после его изменения`,
        button: 'Смотреть ответ',
      };
    case 'offer_revised':
      return {
        title: 'Предложение изменено',
        text: `${actor} изменил коммерческое предложение по тендеру ${t}${price}`,
        button: 'Смотреть ответ',
      };
    case 'will_bid':
      return {
        title: 'Подрядчик будет участвовать',
        text: `${actor} ответил, что будет участвовать в тендере ${t}`,
        button: 'Смотреть ответ',
      };
    case 'invite':
      return {
        title: 'Приглашение к тендеру',
        text: `${actor} приглашает вас принять участие в тендере ${t}`,
        button: 'Смотреть приглашение',
      };
    case 'offer':
      return {
        title: 'Новое предложение',
        text: `${actor} отправил коммерческое предложение по тендеру ${t}${price}`,
        button: 'Смотреть ответ',
      };
    case 'contractor_accept':
      return {
        title: 'Получен ответ',
        text: `${actor} отправил предложение по приглашению к тендеру ${t}${price}`,
        button: 'Смотреть ответ',
      };
    case 'contractor_decline':
      return {
        title: 'Приглашение отклонено',
        text: `${actor} отклонил приглашение к тендеру ${t}`,
        button: 'Смотреть ответ',
      };
    case 'choose':
      return {
        title: 'Вы выбраны исполнителем',
        text: `${actor} выбрал вас исполнителем тендера ${t}`,
        button: 'Смотреть ответ',
      };
    case 'deal_contract':
      return {
        title: 'Данные договора внесены',
        text: `${actor} внёс номер, дату и сроки договора по тендеру ${t}. Проверьте их и подтвердите, что договор заключён`,
        button: DEAL_NOTICE_BUTTON,
      };
    case 'deal_confirmed':
      return {
        title: 'Договор заключён',
        text: `${actor} подтвердил данные договора по тендеру ${t}: договор заключён`,
        button: DEAL_NOTICE_BUTTON,
      };
    case 'deal_reported':
      return {
        title: 'Работы выполнены',
        text: `${actor} сообщил о выполнении работ по тендеру ${t}. Примите их или верните на доработку с замечаниями`,
        button: DEAL_NOTICE_BUTTON,
      };
    case 'deal_accepted':
      return {
        title: 'Работы приняты',
        text: `${actor} принял работы по тендеру ${t}`,
        button: DEAL_NOTICE_BUTTON,
      };
    case 'deal_returned':
      return {
        title: 'Работы возвращены на доработку',
        text: `${actor} вернул работы по тендеру ${t} на доработку с замечаниями`,
        button: DEAL_NOTICE_BUTTON,
      };
    case 'deal_terminated_by_client':
    case 'deal_terminated_by_contractor':
      return {
        title: 'Договор расторгнут',
        text: `${actor} досрочно расторг договор по тендеру ${t}`,
        button: DEAL_NOTICE_BUTTON,
      };
    // The reviews' notices name neither the other party (no verb beside a name) nor anything the
    // review says: it stays hidden until both have written or the window has closed.
    case 'review_written_by_client':
    case 'review_written_by_contractor':
      return {
        title: 'Отзыв по сделке',
        text: `Вторая сторона сделки по тендеру ${t} оставила отзыв. Напишите свой — отзывы откроются вместе`,
        button: DEAL_NOTICE_BUTTON,
      };
    case 'reviews_published_to_client':
    case 'reviews_published_to_contractor':
      return {
        title: 'Отзывы опубликованы',
        text: `Отзывы по сделке по тендеру ${t} опубликованы: их видят обе стороны и другие пользователи`,
        button: DEAL_NOTICE_BUTTON,
      };
    case 'review_answered_by_client':
    case 'review_answered_by_contractor':
      return {
        title: 'Ответ на ваш отзыв',
        text: `Вторая сторона сделки по тендеру ${t} ответила на ваш отзыв`,
        button: DEAL_NOTICE_BUTTON,
      };
    case 'reject':
      return {
        title: 'Отказ',
        text: `${actor} отклонил ваше предложение по тендеру ${t}`,
        button: 'Смотреть ответ',
      };
  }
}

/**
 * Where a notice's text names its tender: the « » after 'тендер…', nested quotes included
 * ('тендеру «ЖК «Сосны»»'), so that the name of who acted, also in « », is not taken for it.
 * Texts stored before the role led read the same way. Null when the text names no tender.
 */
export function tenderNameSpan(text: string): { start: number; end: number } | null {
  const lead = /тендер[а-яё]*\s+«/u.exec(text) ?? /«/.exec(text);
  if (!lead) return null;
  const start = lead.index + lead[0].length - 1;
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '«') depth++;
    else if (text[i] === '»' && --depth === 0) return { start, end: i + 1 };
  }
  return null;
}
