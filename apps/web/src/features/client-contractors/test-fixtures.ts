import type { Case, ContractorDetail, Tender, TenderRequest, WorkType } from '@podryad/domain';

/** A contractor of the directory; `over` changes what a test is about. */
export function makeContractor(
  id: number,
  over: Partial<Omit<ContractorDetail, 'profile'>> & {
    profile?: Partial<ContractorDetail['profile']>;
  } = {},
): ContractorDetail {
  const { profile, ...rest } = over;
  const work_types: WorkType[] = rest.work_types ?? ['construction'];
  return {
    id,
    name: `Подрядчик ${id}`,
    phone: '+79161234567',
    email: `c${id}@example.ru`,
    participates_in_tenders: true,
    work_types,
    cases: [],
    ...rest,
    profile: {
      full_legal_name: `ООО «Подрядчик ${id}»`,
      short_name: `Подрядчик ${id}`,
      region: 'Москва',
      legal_address: 'Москва, ул. Ленина, 1',
      actual_address: 'Москва, ул. Мира, 5',
      year_founded: 2010,
      inn: '7701234567',
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
    ...over,
  };
}

/** A client's tender with only what the invitation modal reads filled in earnest. */
export function makeTender(
  id: number,
  name: string,
  requests: Array<Pick<TenderRequest, 'origin'> & { userId: number }> = [],
): Tender {
  return {
    id,
    tender_name: name,
    requests: requests.map((r, i) => ({
      id: id * 100 + i,
      origin: r.origin,
      user: { id: r.userId },
    })),
  } as unknown as Tender;
}
