import type { SroMembership, WorkType } from '@podryad/domain';

/*
 * The demo directory's content, apart from the code that writes it (demo-market.ts): the other
 * contractors, their portfolio cases and the colours the demo pictures are drawn in.
 */

export type Rgb = [number, number, number];

/** Other accredited contractors of the directory: enough for two pages, several regions. */
export const DEMO_COMPANIES: {
  short: string;
  full: string;
  region: string;
  types: WorkType[];
  year: number;
  available?: boolean;
  /** The СРО memberships it states. */
  sro?: SroMembership[];
}[] = [
  {
    short: 'ООО «АрхПроект»',
    full: 'ООО «Архитектурное бюро АрхПроект»',
    region: 'г. Москва, московская область',
    types: ['design'],
    year: 2009,
    sro: [
      {
        kind: 'design',
        sro_name: 'Ассоциация «Объединение проектировщиков»',
        registration_number: 'СРО-П-001-01022009',
        level: 2,
      },
    ],
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
    sro: [
      {
        kind: 'construction',
        sro_name: 'Ассоциация «Строители Поволжья»',
        registration_number: 'СРО-С-002-01022009',
        level: 3,
      },
      {
        kind: 'design',
        sro_name: 'Союз «Проектировщики Поволжья»',
        registration_number: 'СРО-П-003-01022009',
        level: 1,
      },
    ],
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

export const COLOURS: Rgb[] = [
  [176, 98, 70],
  [90, 110, 140],
  [120, 140, 100],
  [150, 120, 170],
  [200, 150, 80],
  [80, 140, 150],
];

/** The portfolio cases: name, services, address, latitude and longitude. */
export const CASES = [
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
