import {
  offerTermsView,
  type Case,
  type ContractorDetail,
  type Notification,
  type OfferTerms,
  type OfferTermsView,
  type Party,
  type Project,
  type RatingBrief,
  type RequestStatus,
  type OpenTenderCard,
  type OwnTenderCard,
  type Tender,
  type TenderRequest,
  type User,
  type WorkType,
} from '@podryad/domain';
import { REGISTRY_PENDING } from '@/test/registry';

/**
 * Test data of the web tests in the wire shapes of packages/domain: one builder per entity, each
 * taking an override object. A test passes explicitly every value it asserts on.
 */

/** A client straight after /filing: the contacts and the description are still empty. */
export const CLIENT_USER: User = {
  id: 7,
  email: 'olga@example.ru',
  phone: '+79161234567',
  type: 'client',
  profile: {
    name: 'Ольга',
    surname: 'Иванова',
    date_of_birth: '1990-05-17',
    location: 'Новосибирск',
    description: null,
    avatar: null,
    vk: null,
    telegram: null,
    whatsapp: null,
  },
};

/** The contractor ООО «СтройМастер» with its requisites; no contacts, taking part in construction. */
export const CONTRACTOR_USER: User = {
  id: 11,
  email: 'info@stroymaster.ru',
  phone: '+79031234567',
  type: 'contractor',
  profile: {
    full_legal_name: 'Общество с ограниченной ответственностью «СтройМастер»',
    short_name: 'ООО «СтройМастер»',
    region: 'г. Москва, московская область',
    legal_address: 'г. Москва, ул. Тверская, д. 7',
    actual_address: 'г. Москва, ул. Тверская, д. 7, офис 12',
    year_founded: 2012,
    inn: '7701234560',
    avatar: null,
    vk: null,
    telegram: null,
    whatsapp: null,
    participates_in_tenders: true,
    type_of_works: ['construction'],
  },
};

type PartyOverrides = Partial<Omit<Party, 'profile'>> & { profile?: Partial<Party['profile']> };

/**
 * A party of a request or notification: the person Ольга Иванова, or, given `profile.short_name`,
 * that company with its full legal name «ООО «…»».
 */
export function makeParty(id: number, over: PartyOverrides = {}): Party {
  const { profile, ...rest } = over;
  const company = profile?.short_name ?? null;
  return {
    id,
    name: `user${id}`,
    email: `user${id}@example.ru`,
    phone: '+79160000000',
    ...rest,
    profile: {
      short_name: company,
      full_legal_name: company ? `ООО «${company}»` : null,
      name: company ? null : 'Ольга',
      surname: company ? null : 'Иванова',
      avatar: null,
      logo: null,
      ...profile,
    },
  };
}

/** The client of the requests and tenders. */
export const CLIENT_PARTY = makeParty(7);

// The register's answers live in test/registry.ts; they are used here and re-exported.
export { REGISTRY_PENDING, registryFacts } from '@/test/registry';

/** A contractor as both its card and its page carry it (the page has no `rating`). */
type FixtureContractor = ContractorDetail & { rating: RatingBrief | null };
type ContractorOverrides = Partial<Omit<FixtureContractor, 'profile'>> & {
  profile?: Partial<ContractorDetail['profile']>;
};

/**
 * A contractor of the directory with its cases (none unless given); its name is `profile.short_name`
 * ('Подрядчик <id>' unless given) and its work types are those of its profile.
 */
export function makeContractor(id: number, over: ContractorOverrides = {}): FixtureContractor {
  const { profile, ...rest } = over;
  const shortName = profile?.short_name ?? `Подрядчик ${id}`;
  const work_types: WorkType[] = rest.work_types ?? ['construction'];
  return {
    id,
    name: shortName,
    phone: '+79161234567',
    email: `c${id}@example.ru`,
    participates_in_tenders: true,
    work_types,
    cases: [],
    sro_memberships: [],
    registry: REGISTRY_PENDING,
    my_note: null,
    invitation_scope: { work_types: [], cities: [] },
    rating: null,
    ...rest,
    answers: rest.answers ?? null,
    profile: {
      full_legal_name: `ООО «${shortName}»`,
      short_name: shortName,
      region: 'Москва',
      legal_address: 'Москва, ул. Ленина, 1',
      actual_address: 'Москва, ул. Мира, 5',
      year_founded: 2010,
      inn: '7701234560',
      avatar: null,
      vk: null,
      telegram: null,
      whatsapp: null,
      participates_in_tenders: rest.participates_in_tenders ?? true,
      type_of_works: work_types,
      ...profile,
    },
  };
}

/** A project of the client, in progress, with an address and no cover or contacts. */
export function makeProject(id: number, over: Partial<Project> = {}): Project {
  return {
    id,
    name: `Проект ${id}`,
    address: 'Новосибирск, Красный проспект, 1',
    description: null,
    latitude: null,
    longitude: null,
    phone: null,
    email: null,
    vk: null,
    telegram: null,
    whatsapp_status: null,
    cover_path: null,
    image: null,
    status: 'in_process',
    created_at: '2026-10-01T10:00:00.000Z',
    ...over,
  };
}

/** A case of a contractor's portfolio. */
export function makeCase(id: number, over: Partial<Case> = {}): Case {
  return {
    id,
    user_id: 11,
    project_name: `Кейс ${id}`,
    services: 'Монолитные работы',
    start_date: '2021-03-01',
    end_date: '2023-06-15',
    address: 'Москва, Тверская, 1',
    latitude: null,
    longitude: null,
    description: 'Жилой дом на 120 квартир',
    cover: '/storage/images/cover.png',
    cover_url: '/storage/images/cover.png',
    image: '/storage/images/cover.png',
    images: ['/storage/images/a.png', '/storage/images/b.png'],
    created_at: '2024-01-01T00:00:00Z',
    deal_id: null,
    from_deal: false,
    deal_accepted_at: null,
    ...over,
  };
}

/** Request `id` of 'Подрядчик <id>' to tender 1: a waiting one is an offer, others invitations. */
export function makeRequest(
  id: number,
  status: RequestStatus,
  over: Partial<TenderRequest> = {},
): TenderRequest {
  const answered = status !== 'offered' && status !== 'declined';
  return {
    id,
    status: { code: status, label: status },
    user: makeParty(100 + id, { profile: { short_name: `Подрядчик ${id}` } }),
    client: CLIENT_PARTY,
    tender: { id: 1, tender_name: 'Школа на 300 мест', offers_deadline: null },
    origin: status === 'waiting' ? 'offer' : 'invitation',
    comment: `Комментарий ${id}`,
    reject_reason: null,
    documents: [],
    document_files: [],
    invite_comment: null,
    invite_document_files: [],
    is_new: false,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    // A plain offer (no price), one version once answered; no intent to bid; no addendum since.
    offer: null,
    revision: answered ? 1 : 0,
    revised_at: answered ? '2026-11-20T10:00:00.000Z' : null,
    intent: null,
    outdated_by: null,
    sealed: false,
    rebid: null,
    ...over,
  };
}

/**
 * The terms of a priced offer as an answer carries them, the sums with and without НДС computed as
 * the server does: 1 220 000 ₽ with НДС 22 % (1 000 000 ₽ without), 45 days, until 31.12.2026.
 */
export function makeOfferTerms(over: Partial<OfferTerms> = {}): OfferTermsView {
  return offerTermsView({
    price_kopecks: 122_000_000,
    vat: 'with_vat',
    vat_rate: 22,
    duration_days: 45,
    valid_until: '2026-12-31',
    inclusions: [],
    exclusions: [],
    ...over,
  });
}

/** A tender of the client, waiting for requests, with one image and no documents or requests. */
export function makeTender(id: number, name: string, over: Partial<Tender> = {}): Tender {
  return {
    id,
    tender_name: name,
    project: { id: 3, name: 'Жилой квартал' },
    project_name: 'Жилой квартал',
    projectId: 3,
    type: 'construction',
    services: 'construction',
    stage: 'construction',
    complex_structure: false,
    images: [`/storage/images/${id}.png`],
    start_date: '2026-12-01',
    end_date: '2027-06-30',
    address: 'Новосибирск, Красный проспект, 1',
    latitude: null,
    longitude: null,
    description: `Описание ${name}`,
    documents: [],
    document_files: [],
    status: { code: 'waiting_for_requests', label: 'Ожидание предложений' },
    offers_deadline: null,
    created_at: '2026-11-01T10:00:00.000Z',
    user: {
      ...CLIENT_PARTY,
      surname: 'Иванова',
      profile: {
        ...CLIENT_PARTY.profile,
        vk: null,
        telegram: null,
        whatsapp: null,
        location: null,
      },
    },
    requests: [],
    outcome: null,
    client_record: null,
    buyer: null,
    addenda: [],
    records_addenda: false,
    sealed: false,
    offers_sealed: false,
    offers_opened_at: null,
    rebid: null,
    ...over,
  };
}

/** The card of a tender in a list, as the server makes it from the whole tender. */
function tenderCard(t: Tender) {
  return {
    id: t.id,
    tender_name: t.tender_name,
    project: t.project,
    project_name: t.project_name,
    type: t.type,
    services: t.services,
    stage: t.stage,
    images: t.images,
    address: t.address,
    start_date: t.start_date,
    end_date: t.end_date,
    status: t.status,
    offers_deadline: t.offers_deadline,
    created_at: t.created_at,
  };
}

/**
 * A client's tender as GET /tenders lists it: its first 20 requests as glances (only those of
 * `contractorId` when the list was asked for one), their total and their count by status.
 */
export function ownCard(t: Tender, contractorId?: number): OwnTenderCard {
  const counts: OwnTenderCard['request_counts'] = {};
  for (const r of t.requests) counts[r.status.code] = (counts[r.status.code] ?? 0) + 1;
  return {
    ...tenderCard(t),
    requests: t.requests
      .filter((r) => contractorId === undefined || r.user.id === contractorId)
      .slice(0, 20)
      .map((r) => ({
        id: r.id,
        status: r.status,
        is_new: r.is_new,
        origin: r.origin,
        intent: r.intent,
        user: { id: r.user.id, name: r.user.profile.short_name ?? r.user.name },
        offer: r.offer,
      })),
    requests_total: t.requests.length,
    request_counts: counts,
    questions_unanswered: 0,
  };
}

/** An open tender as GET /tenders/list shows it to a contractor without a request on it. */
export const openCard = (t: Tender): OpenTenderCard => ({ ...tenderCard(t), my_request: null });

/** A notification about request 1 to tender 1. */
export function makeNotification(id: number, over: Partial<Notification> = {}): Notification {
  return {
    id,
    title: 'Новое предложение',
    text: 'Подрядчик 1 отправил коммерческое предложение по тендеру «Школа на 300 мест»',
    link: '/api/tenders/1',
    button_text: 'Смотреть ответ',
    button_link: '/api/request/1',
    date: '2026-11-23T14:05:00',
    avatar: null,
    is_new: false,
    comment: null,
    status: null,
    documents: [],
    user: null,
    ...over,
  };
}

/** GET /user/notifications as the server answers it: one page of `list`, and how many are new. */
export const notificationPage = (list: Notification[], page = 1, total = list.length) => ({
  notifications: list,
  meta: { total, page, per_page: 12 },
  unread: list.filter((n) => n.is_new).length,
});

// The list answers' builders live in test/lists.ts; re-exported for the tests that take them here.
export { listMeta, listPage, requestPage } from '@/test/lists';
