import type { Notification, Party, RequestStatus, Tender, TenderRequest } from '@podryad/domain';

/** Tenders, requests and notifications for web tests (the wire shapes of packages/domain). */

export const party = (id: number, shortName: string | null, extra: Partial<Party> = {}): Party => ({
  id,
  name: `user${id}`,
  email: `user${id}@example.ru`,
  phone: '+79160000000',
  profile: {
    short_name: shortName,
    full_legal_name: shortName ? `ООО «${shortName}»` : null,
    name: shortName ? null : 'Ольга',
    surname: shortName ? null : 'Иванова',
    avatar: null,
    logo: null,
  },
  ...extra,
});

export const CLIENT_PARTY = party(7, null);

export function makeRequest(
  id: number,
  status: RequestStatus,
  extra: Partial<TenderRequest> = {},
): TenderRequest {
  return {
    id,
    status: { code: status, label: status },
    user: party(100 + id, `Подрядчик ${id}`),
    client: CLIENT_PARTY,
    tender: { id: 1, tender_name: 'Школа на 300 мест' },
    origin: status === 'waiting' ? 'offer' : 'invitation',
    comment: `Комментарий ${id}`,
    reject_reason: null,
    documents: [],
    document_files: [],
    is_new: false,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

export function makeTender(id: number, name: string, extra: Partial<Tender> = {}): Tender {
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
    ...extra,
  };
}

export function makeNotification(id: number, extra: Partial<Notification> = {}): Notification {
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
    ...extra,
  };
}

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * A fetch implementation answering by 'METHOD /path' (query strings ignored); anything else is a
 * 404 so a test notices calls it did not expect.
 */
export function routeFetch(routes: Record<string, Handler>) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) {
      return new Response(JSON.stringify({ errors: [`no route ${key}`] }), { status: 404 });
    }
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  };
}
