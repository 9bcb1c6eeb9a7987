import {
  CLIENT_REJECT_REASONS,
  CONTRACTOR_REJECT_REASONS,
  DEFAULT_INVITE_COMMENT,
  OTHER_REASON,
  type RequestMove,
  type RequestStatus,
} from '@podryad/domain';
import { createHash } from 'node:crypto';
import { IMAGES_URL_PREFIX } from '../src/delivery/storage';

/*
 * The bench market's content, apart from the SQL that spreads it over the rows (seed-market.ts):
 * the words its names and texts are made of, the shared pictures and the requests' stories.
 */

/** A list of single words, written as one line. */
const words = (line: string) => line.split(' ');

export const STREETS = words(
  'Ленина Мира Советская Гагарина Пушкина Садовая Лесная Центральная Молодёжная Заводская Школьная Набережная Промышленная Строителей Луговая Победы Кирова Октябрьская Чехова Маяковского',
);

export const MEN = ['Алексей', 'Дмитрий', 'Сергей', 'Андрей', 'Михаил', 'Иван', 'Николай', 'Павел'];
export const WOMEN = ['Анна', 'Елена', 'Ольга', 'Наталья', 'Мария', 'Татьяна', 'Ирина', 'Светлана'];
export const SURNAMES = words(
  'Иванов Смирнов Кузнецов Попов Васильев Петров Соколов Михайлов Новиков Фёдоров Морозов Волков Алексеев Лебедев Семёнов Егоров',
);
export const PATRONYMICS = ['Александрович', 'Викторович', 'Сергеевич', 'Петрович', 'Игоревич'];

export const COMPANY_HEADS = words(
  'Строй Град Арх Монолит Тех Гео Эко Проект Кровля Фасад Инж Дом Энерго Мега Спец Сиб Урал Волга Нева Капитал',
);
export const COMPANY_TAILS = words(
  'Мастер Сервис Инвест Групп Альянс Стандарт Плюс Профи Ресурс Комплекс строй проект монтаж Лайн Систем',
);

/** Tender names: what is done (by work type) to what (in the genitive). */
export const DESIGN_WORKS = [
  'Проектирование',
  'Разработка проектной документации',
  'Эскизный проект',
  'Рабочий проект',
  'Проект реконструкции',
];
export const CONSTRUCTION_WORKS = [
  'Строительство',
  'Ремонт',
  'Капитальный ремонт',
  'Реконструкция',
  'Отделка',
  'Монтаж инженерных сетей',
  'Утепление',
  'Демонтаж',
];
export const COMPLEX_WORKS = [
  'Строительство под ключ',
  'Комплексная реконструкция',
  'Генподряд на строительство',
  'Реконструкция под ключ',
];
export const OBJECTS = [
  'дома',
  'частного дома',
  'жилого дома',
  'коттеджа',
  'кровли склада',
  'склада',
  'офиса',
  'офисного центра',
  'школы',
  'детского сада',
  'магазина',
  'торгового центра',
  'котельной',
  'фасада жилого дома',
  'бани',
  'гаража',
  'кафе',
  'гостиницы',
  'спортзала',
  'поликлиники',
  'парковки',
  'производственного цеха',
  'ангара',
  'таунхауса',
  'дачного дома',
  'квартиры',
  'подъезда многоквартирного дома',
  'бассейна',
  'административного здания',
  'автомойки',
];
export const PROJECT_KINDS = [
  'Жилой комплекс',
  'Коттедж',
  'Офисное здание',
  'Складской комплекс',
  'Торговый центр',
  'Школа',
  'Детский сад',
  'Бизнес-центр',
  'Загородный дом',
  'Производственный цех',
  'Гостиница',
  'Спортивный комплекс',
];
export const PROJECT_TITLES = [
  'Сосны',
  'Парковый',
  'Северный',
  'Солнечный',
  'Речной',
  'Южный',
  'Берёзки',
];
export const CASE_NAMES = [
  'Коттедж в пригороде',
  'Реконструкция школы',
  'Бизнес-центр',
  'Жилой квартал',
  'Торговый центр',
  'Загородный клуб',
  'Склад класса А',
  'Детский сад на 200 мест',
  'Ремонт поликлиники',
  'Офис банка',
];
export const SERVICES = ['Строительство', 'Ремонт', 'Проектирование', 'Реконструкция', 'Отделка'];
export const OFFER_COMMENTS = [
  'Готовы выполнить работы в срок, смета по запросу.',
  'Выполним за 4 месяца, гарантия 5 лет.',
  'Есть своя техника и бригада, готовы выехать на объект.',
  'Работаем без аванса, материалы наши.',
  'Опыт аналогичных объектов — более 30, допуск СРО.',
  'Цена за м² — 18 000 ₽, срок обсуждаем.',
];
export const INVITE_COMMENTS = [
  DEFAULT_INVITE_COMMENT,
  'Приглашаем принять участие в тендере.',
  'Видели ваши кейсы, будем рады предложению.',
];
export const CLIENT_REASONS = CLIENT_REJECT_REASONS.filter((r) => r !== OTHER_REASON);
export const CONTRACTOR_REASONS = CONTRACTOR_REJECT_REASONS.filter((r) => r !== OTHER_REASON);

/** A few shared picture paths: tenders, projects and cases need one; the bench never fetches them. */
export const IMAGES = Array.from(
  { length: 8 },
  (_, k) => `${IMAGES_URL_PREFIX}${createHash('md5').update(`bench-image-${k}`).digest('hex')}.png`,
);

/**
 * The moves that lead a request to its status, by origin: each one notified the other
 * party, so a request has one notification per move, the last one unread.
 */
export const PATHS: {
  origin: 'offer' | 'invitation';
  status: RequestStatus;
  moves: RequestMove[];
}[] = [
  { origin: 'offer', status: 'waiting', moves: ['offer'] },
  { origin: 'offer', status: 'accepted', moves: ['offer', 'choose'] },
  { origin: 'offer', status: 'rejected', moves: ['offer', 'reject'] },
  { origin: 'invitation', status: 'offered', moves: ['invite'] },
  {
    origin: 'invitation',
    status: 'accepted_by_contractor',
    moves: ['invite', 'contractor_accept'],
  },
  { origin: 'invitation', status: 'declined', moves: ['invite', 'contractor_decline'] },
  { origin: 'invitation', status: 'accepted', moves: ['invite', 'contractor_accept', 'choose'] },
  { origin: 'invitation', status: 'rejected', moves: ['invite', 'contractor_accept', 'reject'] },
];
