import { describe, expect, it } from 'vitest';
import { NOTICE_TELLS, type NotificationKind } from './notifications';
import { noticeActor, notificationContent, tenderNameSpan } from './notice-texts';

const KINDS = Object.keys(NOTICE_TELLS) as NotificationKind[];
const MAN = 'Иван Петров';
const WOMAN = 'Ирина Соколова';
const COMPANY = 'ООО «СтройКо»';
const TENDER = 'Школа на 300 мест';
const DEADLINE = '2026-11-25T15:00:00.000Z';

const content = (kind: NotificationKind, who: string) =>
  notificationContent(kind, who, TENDER, { deadline: DEADLINE });

describe('notice texts read right for a woman, a man and a company', () => {
  it('say the same for anyone but the name: no verb agrees with the name', () => {
    for (const kind of KINDS) {
      const man = content(kind, MAN);
      for (const who of [WOMAN, COMPANY, 'СтройКо']) {
        const other = content(kind, who);
        expect(other.title, kind).toBe(man.title);
        expect(other.text.replace(who, MAN).replace(`«${MAN}»`, MAN), kind).toBe(
          man.text.replace(`«${MAN}»`, MAN),
        );
      }
    }
  });

  it('lead with the role, the name in « », wherever someone acted', () => {
    for (const kind of KINDS) {
      const { text, title } = content(kind, WOMAN);
      expect(title, kind).not.toContain(WOMAN);
      if (!text.includes(WOMAN)) continue;
      const role = NOTICE_TELLS[kind] === 'contractor' ? 'Заказчик' : 'Подрядчик';
      expect(text.startsWith(`${role} «${WOMAN}» `), `${kind}: ${text}`).toBe(true);
    }
  });

  it("name every actor but in the reminders no one sent and the reviews' notices", () => {
    const unnamed = KINDS.filter((kind) => !content(kind, WOMAN).text.includes(WOMAN));
    expect(unnamed.sort()).toEqual([
      'deadline_reminder',
      'offers_opened',
      'outcome_reminder',
      'rebid_closed',
      'review_answered_by_client',
      'review_answered_by_contractor',
      'review_written_by_client',
      'review_written_by_contractor',
      'reviews_published_to_client',
      'reviews_published_to_contractor',
    ]);
  });

  it('tell a contractor it is chosen, and of a change and an answer, in words for a woman', () => {
    expect(content('choose', WOMAN)).toEqual({
      title: 'Вы выбраны исполнителем',
      text: 'Заказчик «Ирина Соколова» выбрал вас исполнителем тендера «Школа на 300 мест»',
      button: 'Смотреть ответ',
    });
    expect(content('addendum', WOMAN).text).toBe(
      'Заказчик «Ирина Соколова» внёс изменения в тендер «Школа на 300 мест». Подтвердите своё предложение или измените его',
    );
    expect(
      notificationContent('addendum', WOMAN, TENDER, { status: 'offered' }).text,
      'an invitation without an offer has nothing to confirm',
    ).toBe(
      'Заказчик «Ирина Соколова» внёс изменения в тендер «Школа на 300 мест». Учтите их в своём предложении',
    );
    expect(content('tender_withdrawn', WOMAN)).toEqual({
      title: 'Тендер отменён заказчиком',
      text: 'Заказчик «Ирина Соколова» отменил тендер «Школа на 300 мест»',
      button: null,
    });
    expect(content('question_answered', WOMAN)).toEqual({
      title: 'Ответ на ваш вопрос',
      text: 'Заказчик «Ирина Соколова» ответил на ваш вопрос по тендеру «Школа на 300 мест»',
      button: 'Открыть вопрос',
    });
  });

  it('keep a company name that carries its own quotes as it is', () => {
    expect(content('offer', COMPANY).text).toBe(
      'Подрядчик ООО «СтройКо» отправил коммерческое предложение по тендеру «Школа на 300 мест»',
    );
    expect(content('offer', 'СтройКо').text).toBe(
      'Подрядчик «СтройКо» отправил коммерческое предложение по тендеру «Школа на 300 мест»',
    );
  });

  it('name the role alone when the name is empty', () => {
    expect(noticeActor('choose', '  ')).toBe('Заказчик');
    expect(noticeActor('offer', '')).toBe('Подрядчик');
  });
});

describe('the offer notices say the price with its НДС', () => {
  const terms = { price_kopecks: 125_000_000, vat: 'with_vat', vat_rate: 22 } as const;
  it('for an offer, an accepted invitation and a revision', () => {
    const price = '1\u00a0250\u00a0000\u00a0₽, с НДС 22\u00a0%';
    expect(notificationContent('offer', 'СтройКо', TENDER, { terms }).text).toBe(
      `Подрядчик «СтройКо» отправил коммерческое предложение по тендеру «Школа на 300 мест»: ${price}`,
    );
    expect(notificationContent('contractor_accept', 'СтройКо', TENDER, { terms }).text).toBe(
      `Подрядчик «СтройКо» отправил предложение по приглашению к тендеру «Школа на 300 мест»: ${price}`,
    );
    expect(
      notificationContent('offer_revised', 'СтройКо', TENDER, {
        terms: { price_kopecks: 99_050, vat: 'not_liable', vat_rate: null },
      }).text,
    ).toBe(
      'Подрядчик «СтройКо» изменил коммерческое предложение по тендеру «Школа на 300 мест»: 990,50\u00a0₽, НДС не облагается',
    );
  });
  it('and none for an offer without terms', () => {
    expect(notificationContent('offer', 'СтройКо', TENDER).text).not.toContain('₽');
  });
});

describe('tenderNameSpan', () => {
  const of = (text: string) => {
    const span = tenderNameSpan(text);
    return span && text.slice(span.start, span.end);
  };
  it("finds the tender's name, not the actor's", () => {
    expect(of(content('choose', WOMAN).text)).toBe('«Школа на 300 мест»');
    expect(of(content('offer', COMPANY).text)).toBe('«Школа на 300 мест»');
  });
  it('keeps quotes nested in the name, and reads texts stored before the role led', () => {
    expect(of('Заказчик «Ирина» выбрал вас исполнителем тендера «ЖК «Сосны»»: итог')).toBe(
      '«ЖК «Сосны»»',
    );
    expect(of('Иван Петров выбрал вас исполнителем тендера «Склад»')).toBe('«Склад»');
    expect(of('Без названия')).toBeNull();
  });
});
