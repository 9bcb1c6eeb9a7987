import type { RequestMove, TenderStage, VatMode } from '@podryad/domain';
import type { DemoDealStory } from './demo-deals';

/*
 * The demo tenders' content, apart from the code that writes them (demo-market.ts): what each
 * tender is and the story of every request on it, told as the moves that made it.
 */

type Req = {
  contractor: number;
  origin: 'offer' | 'invitation';
  /** The moves in order; each notifies the other party. */
  moves: RequestMove[];
  comment?: string;
  reason?: string;
  /** The contractor's file, sent with the offer or the accepted invitation. */
  file?: string;
  /** The client's file, sent with the invitation; it stays whatever the contractor answers. */
  inviteFile?: string;
  /** A priced offer: roubles, НДС, days of work, days it stays valid, lines. */
  terms?: {
    roubles: number;
    vat: VatMode;
    rate: number | null;
    days: number;
    validDays: number;
    inclusions: string[];
    exclusions: string[];
  };
};

export type DemoTender = {
  name: string;
  owner: number;
  project: number;
  /** How long ago it was published. */
  age: number;
  stage: TenderStage;
  complex: boolean;
  address: string;
  lat: number;
  lng: number;
  description: string;
  requests: Req[];
  /** With an executor chosen: how far its deal went. */
  deal?: DemoDealStory;
};

/**
 * Tenders of both clients, their requests at every point of their life: the demo client's
 * dashboard shows every status, and so does the demo contractor's 'Мои тендеры'.
 */
export function demoTenders(
  ids: { client: number; contractor: number; projects: number[] },
  companies: number[],
  other: number,
  otherProject: { id: number } | undefined,
): DemoTender[] {
  return [
    {
      name: 'Строительство коробки дома',
      owner: ids.client,
      age: 15,
      project: ids.projects[0]!,
      stage: 'construction',
      complex: false,
      address: 'Московская область, Истра, ул. Луговая, 12',
      lat: 55.9157,
      lng: 36.8596,
      description: 'Фундамент, стены из газобетона и кровля двухэтажного дома 180 м².',
      requests: [
        {
          contractor: ids.contractor,
          origin: 'invitation',
          moves: ['invite', 'contractor_accept'],
          comment: 'Готовы начать через две недели. Смета во вложении.',
          file: 'Смета СтройМастер.pdf',
          inviteFile: 'Ведомость объёмов работ.pdf',
          terms: {
            roubles: 6_840_000,
            vat: 'with_vat',
            rate: 22,
            days: 150,
            validDays: 30,
            inclusions: ['Фундамент и стены', 'Кровля', 'Материалы и их доставка'],
            exclusions: ['Внутренняя отделка', 'Инженерные сети'],
          },
        },
        {
          contractor: companies[3]!,
          origin: 'offer',
          moves: ['offer'],
          comment: 'Выполним за 4 месяца, гарантия 5 лет.',
          file: 'Коммерческое предложение.pdf',
          terms: {
            roubles: 5_900_000,
            vat: 'without_vat',
            rate: 22,
            days: 120,
            validDays: 45,
            inclusions: ['Фундамент и стены', 'Кровля'],
            exclusions: ['Материалы кровли', 'Вывоз мусора'],
          },
        },
        {
          contractor: companies[2]!,
          origin: 'offer',
          moves: ['offer'],
          comment: 'Есть своя техника и бригада, готовы выехать на объект.',
          terms: {
            roubles: 6_450_500.5,
            vat: 'not_liable',
            rate: null,
            days: 135,
            validDays: 20,
            inclusions: ['Фундамент и стены', 'Кровля', 'Вывоз мусора'],
            exclusions: [],
          },
        },
        {
          contractor: companies[10]!,
          origin: 'offer',
          moves: ['offer', 'reject'],
          comment: 'Цена за м² — 18 000 ₽.',
          reason: 'Неприемлемая стоимость',
        },
        { contractor: companies[1]!, origin: 'invitation', moves: ['invite'] },
      ],
    },
    {
      name: 'Ремонт офиса под ключ',
      owner: ids.client,
      age: 10,
      project: ids.projects[1]!,
      stage: 'construction',
      complex: true,
      address: 'Москва, ул. Тверская, 7',
      lat: 55.7578,
      lng: 37.6114,
      description: 'Перепланировка, электрика, вентиляция и чистовая отделка 320 м².',
      deal: 'awaiting_confirmation',
      requests: [
        {
          contractor: companies[5]!,
          origin: 'offer',
          moves: ['offer', 'choose'],
          comment: 'Сделаем под ключ за 90 дней.',
          file: 'График работ.pdf',
        },
        {
          contractor: companies[7]!,
          origin: 'invitation',
          moves: ['invite', 'contractor_decline'],
          reason: 'Загружены на ближайшие полгода',
        },
      ],
    },
    {
      name: 'Проект складского комплекса',
      owner: ids.client,
      age: 5,
      project: ids.projects[2]!,
      stage: 'design',
      complex: false,
      address: 'Казань, ул. Техническая, 25',
      lat: 55.7472,
      lng: 49.2088,
      description: 'Рабочая документация склада 2 400 м² на металлокаркасе.',
      requests: [
        {
          contractor: ids.contractor,
          origin: 'invitation',
          moves: ['invite'],
          inviteFile: 'Задание на проектирование.pdf',
        },
        {
          contractor: companies[11]!,
          origin: 'offer',
          moves: ['offer'],
          comment: 'Подготовим проект за 6 недель.',
        },
      ],
    },
    {
      name: 'Строительство детского сада',
      owner: other,
      age: 20,
      project: otherProject!.id,
      stage: 'construction',
      complex: false,
      address: 'Казань, ул. Чистопольская, 20',
      lat: 55.8196,
      lng: 49.1066,
      description: 'Детский сад на 220 мест: монолитный каркас, кирпичные стены, плоская кровля.',
      deal: 'overdue',
      requests: [
        {
          contractor: ids.contractor,
          origin: 'offer',
          moves: ['offer', 'choose'],
          comment: 'Построим за 10 месяцев, есть опыт социальных объектов.',
          file: 'График строительства.pdf',
        },
        {
          contractor: companies[2]!,
          origin: 'offer',
          moves: ['offer', 'reject'],
          comment: 'Срок 14 месяцев, работаем без аванса.',
          reason: 'Несоответствие требованиям',
        },
      ],
    },
    {
      name: 'Ремонт кровли школы',
      owner: other,
      age: 75,
      project: otherProject!.id,
      stage: 'construction',
      complex: false,
      address: 'Казань, ул. Чистопольская, 26',
      lat: 55.8212,
      lng: 49.1121,
      description: 'Замена мягкой кровли 1 800 м² с утеплением и водостоками.',
      deal: 'accepted',
      requests: [
        {
          contractor: ids.contractor,
          origin: 'offer',
          moves: ['offer', 'choose'],
          comment: 'Перекроем за 6 недель, материалы наши.',
          terms: {
            roubles: 4_200_000,
            vat: 'with_vat',
            rate: 22,
            days: 45,
            validDays: 30,
            inclusions: ['Демонтаж старой кровли', 'Утеплитель', 'Водостоки'],
            exclusions: ['Ремонт стропил'],
          },
        },
      ],
    },
    {
      name: 'Реконструкция котельной',
      owner: other,
      age: 12,
      project: otherProject!.id,
      stage: 'construction',
      complex: true,
      address: 'Казань, ул. Чистопольская, 24',
      lat: 55.8207,
      lng: 49.1102,
      description: 'Замена котлов, дымовой трубы и инженерных сетей котельной квартала.',
      requests: [
        {
          contractor: ids.contractor,
          origin: 'invitation',
          moves: ['invite', 'contractor_accept', 'reject'],
          comment: 'Готовы выполнить за 3 месяца без остановки отопления.',
          reason: 'Неудовлетворительные условия контракта',
        },
        {
          contractor: companies[9]!,
          origin: 'offer',
          moves: ['offer'],
          comment: 'Выполним под ключ с проектом и пусконаладкой.',
        },
      ],
    },
    {
      name: 'Проект благоустройства двора',
      owner: other,
      age: 8,
      project: otherProject!.id,
      stage: 'design',
      complex: false,
      address: 'Казань, ул. Чистопольская, 22',
      lat: 55.8201,
      lng: 49.1085,
      description: 'Детские и спортивные площадки, озеленение и освещение двора.',
      requests: [
        {
          contractor: ids.contractor,
          origin: 'invitation',
          moves: ['invite', 'contractor_decline'],
          reason: 'Сжатые сроки',
        },
        {
          contractor: companies[11]!,
          origin: 'offer',
          moves: ['offer'],
          comment: 'Сделаем проект с визуализацией за месяц.',
        },
      ],
    },
    {
      name: 'Монтаж фасада жилого дома',
      owner: other,
      age: 3,
      project: otherProject!.id,
      stage: 'construction',
      complex: false,
      address: 'Казань, ул. Чистопольская, 18',
      lat: 55.819,
      lng: 49.104,
      description: 'Навесной вентилируемый фасад 3 200 м² с утеплением и облицовкой.',
      requests: [
        {
          contractor: ids.contractor,
          origin: 'offer',
          moves: ['offer'],
          comment: 'Смонтируем фасад за 45 дней, материалы и леса наши.',
          file: 'КП СтройМастер фасад.pdf',
        },
        {
          contractor: companies[8]!,
          origin: 'offer',
          moves: ['offer'],
          comment: 'Фасад под ключ, гарантия 7 лет.',
        },
      ],
    },
  ];
}
