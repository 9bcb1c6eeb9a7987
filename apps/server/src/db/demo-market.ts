import type { RequestMove, RequestStatus, TenderStage, VatMode, WorkType } from '@podryad/domain';
import { tenderType } from '@podryad/domain';
import type { Storage } from '../delivery/storage';
import { notify } from '../modules/notifications/notify';
import { notices } from '../modules/notifications/notices';
import { addRevision } from '../modules/requests/offer-revisions';
import type { Db, Tx } from './connect';
import { demoCoverPng } from './demo-images';
import { eq } from 'drizzle-orm';
import {
  cases,
  clientProfiles,
  contractorProfiles,
  notifications,
  projects,
  tenderRequests,
  tenders,
  uploads,
  users,
} from './schema';

/** The status a request has after each move; the bench's market follows it too. */
export const STATUS_AFTER: Record<RequestMove, RequestStatus> = {
  invite: 'offered',
  offer: 'waiting',
  contractor_accept: 'accepted_by_contractor',
  contractor_decline: 'declined',
  choose: 'accepted',
  reject: 'rejected',
};
/** The moves the client makes (it notifies the contractor); the contractor makes the others. */
export const CLIENT_MOVES: readonly RequestMove[] = ['invite', 'choose', 'reject'];

type Rgb = [number, number, number];
const DAY = 24 * 3600 * 1000;

/** Other accredited contractors of the directory: enough for two pages, several regions. */
const DEMO_COMPANIES: {
  short: string;
  full: string;
  region: string;
  types: WorkType[];
  year: number;
  available?: boolean;
}[] = [
  {
    short: 'ООО «АрхПроект»',
    full: 'ООО «Архитектурное бюро АрхПроект»',
    region: 'г. Москва, московская область',
    types: ['design'],
    year: 2009,
  },
  {
    short: 'ООО «Северный берег»',
    full: 'ООО «Строительная компания Северный берег»',
    region: 'г. Санкт-Петербург',
    types: ['construction'],
    year: 2014,
  },
  {
    short: 'АО «КазаньСтрой»',
    full: 'АО «КазаньСтрой»',
    region: 'г. Казань',
    types: ['construction', 'complex_construction'],
    year: 2001,
  },
  {
    short: 'ООО «Фундамент Плюс»',
    full: 'ООО «Фундамент Плюс»',
    region: 'г. Москва, московская область',
    types: ['construction'],
    year: 2017,
  },
  {
    short: 'ИП Соколов А. В.',
    full: 'Индивидуальный предприниматель Соколов Алексей Викторович',
    region: 'Екатеринбург',
    types: ['design'],
    year: 2019,
  },
  {
    short: 'ООО «ГрадСтрой»',
    full: 'ООО «ГрадСтрой»',
    region: 'Новосибирск',
    types: ['complex_construction'],
    year: 2011,
  },
  {
    short: 'ООО «Инженерные системы»',
    full: 'ООО «Инженерные системы»',
    region: 'г. Москва, московская область',
    types: ['construction'],
    year: 2016,
    available: false,
  },
  {
    short: 'ООО «Волга Девелопмент»',
    full: 'ООО «Волга Девелопмент»',
    region: 'Нижний Новгород',
    types: ['complex_construction', 'design'],
    year: 2008,
  },
  {
    short: 'ООО «Кровля и фасад»',
    full: 'ООО «Кровля и фасад»',
    region: 'г. Санкт-Петербург',
    types: ['construction'],
    year: 2020,
  },
  {
    short: 'ООО «ЭкоДом»',
    full: 'ООО «ЭкоДом»',
    region: 'Краснодар',
    types: ['design', 'construction'],
    year: 2015,
  },
  {
    short: 'ООО «Уральский монолит»',
    full: 'ООО «Уральский монолит»',
    region: 'Екатеринбург',
    types: ['construction'],
    year: 2005,
  },
  {
    short: 'ООО «Проектное бюро Линия»',
    full: 'ООО «Проектное бюро Линия»',
    region: 'г. Казань',
    types: ['design'],
    year: 2018,
  },
  {
    short: 'ООО «СибТехСтрой»',
    full: 'ООО «СибТехСтрой»',
    region: 'Новосибирск',
    types: ['complex_construction'],
    year: 2010,
  },
];

const COLOURS: Rgb[] = [
  [176, 98, 70],
  [90, 110, 140],
  [120, 140, 100],
  [150, 120, 170],
  [200, 150, 80],
  [80, 140, 150],
];

/** A one-page PDF with a line of text: a demo document that opens in any viewer. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 20 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Stores demo files and records them as the owner's uploads. */
function uploader(tx: Tx, storage: Storage) {
  return {
    async image(ownerId: number, kind: string, colour: Rgb, name: string) {
      const png = demoCoverPng(colour);
      const path = await storage.save('image', png, 'png');
      await tx.insert(uploads).values({
        path,
        ownerId,
        kind,
        originalName: name,
        mimeType: 'image/png',
        size: png.length,
      });
      return path;
    },
    async pdf(ownerId: number, kind: string, name: string, title: string) {
      const pdf = demoPdf(title);
      const path = await storage.save('document', pdf, 'pdf');
      await tx.insert(uploads).values({
        path,
        ownerId,
        kind,
        originalName: name,
        mimeType: 'application/pdf',
        size: pdf.length,
      });
      return path;
    },
  };
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The market around the demo accounts: more contractors with cases, a second client, tenders of
 * both clients with requests in every status for the demo client and for the demo contractor, and
 * the notifications those moves sent.
 */
export async function seedDemoMarket(
  db: Db,
  tx: Tx,
  storage: Storage,
  ids: { client: number; contractor: number; projects: number[]; passwordHash: string },
) {
  const files = uploader(tx, storage);
  const now = Date.now();

  const companies: number[] = [];
  for (const [i, c] of DEMO_COMPANIES.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        email: `company${i + 1}@podryad.demo`,
        phone: `+7999000${String(i + 11).padStart(4, '0')}`,
        passwordHash: ids.passwordHash,
        type: 'contractor',
      })
      .returning({ id: users.id });
    await tx.insert(contractorProfiles).values({
      userId: user!.id,
      fullLegalName: c.full,
      shortName: c.short,
      region: c.region,
      legalAddress: `${c.region}, ул. Ленина, д. ${i + 3}`,
      actualAddress: `${c.region}, ул. Ленина, д. ${i + 3}`,
      yearFounded: c.year,
      inn: String(7700000000 + i * 7919),
      typeOfWorks: c.types,
      participatesInTenders: c.available ?? true,
      telegram: i % 2 ? null : `@company${i + 1}`,
    });
    companies.push(user!.id);
  }

  // Portfolios: the demo contractor's three cases and one for every third company.
  const caseOwners = [
    ids.contractor,
    ids.contractor,
    ids.contractor,
    ...companies.filter((_, i) => i % 3 === 0),
  ];
  const CASES = [
    [
      'Коттедж в Подмосковье',
      'Строительство',
      'Московская область, Истра, ул. Лесная, 4',
      55.92,
      36.86,
    ],
    ['Реконструкция школы', 'Ремонт', 'Москва, ул. Бутлерова, 10', 55.65, 37.53],
    ['Бизнес-центр «Орион»', 'Проектирование', 'Москва, Ленинградский пр., 39', 55.79, 37.53],
    [
      'Жилой квартал на набережной',
      'Проектирование',
      'Санкт-Петербург, наб. Обводного канала, 118',
      59.91,
      30.3,
    ],
    ['Торговый центр', 'Строительство', 'Казань, пр. Победы, 141', 55.75, 49.2],
    ['Загородный клуб', 'Ремонт', 'Екатеринбург, ул. Малышева, 51', 56.83, 60.61],
    ['Склад класса А', 'Строительство', 'Новосибирск, ул. Станционная, 30', 54.99, 82.85],
  ] as const;
  for (const [i, ownerId] of caseOwners.entries()) {
    const [name, services, address, lat, lng] = CASES[i % CASES.length]!;
    const cover = await files.image(
      ownerId,
      'case_cover',
      COLOURS[i % COLOURS.length]!,
      'cover.png',
    );
    const gallery = [];
    for (let k = 1; k <= 3; k++) {
      gallery.push(
        await files.image(
          ownerId,
          'case_image',
          COLOURS[(i + k) % COLOURS.length]!,
          `photo-${k}.png`,
        ),
      );
    }
    await tx.insert(cases).values({
      ownerId,
      projectName: name,
      services,
      startDate: isoDate(new Date(now - (900 + i * 60) * DAY)),
      endDate: isoDate(new Date(now - (200 + i * 30) * DAY)),
      address,
      latitude: lat,
      longitude: lng,
      description: `${name}: полный цикл работ от проекта до сдачи объекта заказчику.`,
      cover,
      images: gallery,
    });
  }

  // A second client, whose tenders give the demo contractor answers in the other statuses.
  const [otherClient] = await tx
    .insert(users)
    .values({
      email: 'client2@podryad.demo',
      phone: '+79990000003',
      passwordHash: ids.passwordHash,
      type: 'client',
    })
    .returning({ id: users.id });
  const other = otherClient!.id;
  await tx.insert(clientProfiles).values({
    userId: other,
    name: 'Дмитрий',
    surname: 'Орлов',
    dateOfBirth: '1979-09-03',
    location: 'Казань',
    description: 'Девелопер жилых и социальных объектов в Казани.',
    telegram: '@d_orlov',
  });
  const [otherProject] = await tx
    .insert(projects)
    .values({
      ownerId: other,
      name: 'Жилой квартал «Сосны»',
      address: 'Казань, ул. Чистопольская, 20',
      description: 'Квартал из четырёх домов с детским садом и котельной.',
      latitude: 55.8196,
      longitude: 49.1066,
      phone: '+79990000003',
      email: 'client2@podryad.demo',
      createdAt: new Date(now - 40 * DAY),
    })
    .returning({ id: projects.id });

  // Tenders of both clients, their requests at every point of their life: the demo client's
  // dashboard shows every status, and so does the demo contractor's 'Мои тендеры'.
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
  const TENDERS: {
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
  }[] = [
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

  const HOUR = 3600 * 1000;
  for (const [i, t] of TENDERS.entries()) {
    const created = new Date(now - t.age * DAY);
    const image = await files.image(
      t.owner,
      'tender_image',
      COLOURS[(i + 2) % COLOURS.length]!,
      'object.png',
    );
    const doc = await files.pdf(
      t.owner,
      'tender_document',
      'Техническое задание.pdf',
      `Podryad: ${i + 1} - terms of reference`,
    );
    const executorChosen = t.requests.some((r) => r.moves.includes('choose'));
    const [tender] = await tx
      .insert(tenders)
      .values({
        ownerId: t.owner,
        projectId: t.project,
        name: t.name,
        stage: t.stage,
        complexStructure: t.complex,
        type: tenderType(t.stage, t.complex),
        address: t.address,
        latitude: t.lat,
        longitude: t.lng,
        description: t.description,
        startDate: isoDate(new Date(now + (20 + i * 10) * DAY)),
        endDate: isoDate(new Date(now + (200 + i * 30) * DAY)),
        images: [image],
        documents: [doc],
        status: executorChosen ? 'executor_chosen' : 'waiting_for_requests',
        createdAt: created,
      })
      .returning();
    for (const [k, r] of t.requests.entries()) {
      const last = r.moves[r.moves.length - 1]!;
      const status = STATUS_AFTER[last];
      // The first move makes the request; each next one comes most of a day later.
      const at = (move: number) => new Date(created.getTime() + (k + 1 + move * 20) * HOUR);
      const documents = r.file
        ? [
            await files.pdf(
              r.contractor,
              'request_document',
              r.file,
              `Podryad: offer ${i + 1}.${k + 1}`,
            ),
          ]
        : [];
      const inviteDocuments = r.inviteFile
        ? [
            await files.pdf(
              t.owner,
              'tender_document',
              r.inviteFile,
              `Podryad: invitation ${i + 1}.${k + 1}`,
            ),
          ]
        : [];
      const contractorMovedLast = ['offer', 'contractor_accept', 'contractor_decline'].includes(
        last,
      );
      const answered = !['offered', 'declined'].includes(status);
      const [request] = await tx
        .insert(tenderRequests)
        .values({
          revision: answered ? 1 : 0,
          tenderId: tender!.id,
          contractorId: r.contractor,
          origin: r.origin,
          status,
          inviteComment: r.origin === 'invitation' ? '-' : null,
          inviteDocuments,
          comment: r.comment ?? null,
          rejectReason: r.reason ?? null,
          documents,
          newForClient: contractorMovedLast,
          newForContractor: !contractorMovedLast,
          createdAt: at(0),
          updatedAt: at(r.moves.length - 1),
        })
        .returning();
      // Every answer is its offer's first version.
      if (answered) {
        const t = r.terms;
        await addRevision(tx, request!.id, 1, {
          comment: r.comment ?? null,
          documents,
          terms: t
            ? {
                price_kopecks: Math.round(t.roubles * 100),
                vat: t.vat,
                vat_rate: t.rate,
                duration_days: t.days,
                valid_until: isoDate(new Date(now + t.validDays * DAY)),
                inclusions: t.inclusions,
                exclusions: t.exclusions,
              }
            : null,
        });
      }
      for (const [m, move] of r.moves.entries()) {
        const comment =
          move === 'reject' || move === 'contractor_decline'
            ? (r.reason ?? null)
            : move === 'offer' || move === 'contractor_accept'
              ? (r.comment ?? null)
              : null;
        const id = await notify(
          tx,
          notices[move](
            { id: tender!.id, name: t.name, ownerId: t.owner },
            { id: request!.id, contractorId: r.contractor, status: STATUS_AFTER[move] },
            comment,
          ),
        );
        // Only the latest move is unread: the earlier ones were answered, so they were seen.
        await tx
          .update(notifications)
          .set({ createdAt: at(m), isNew: m === r.moves.length - 1 })
          .where(eq(notifications.id, id));
      }
    }
  }
}
