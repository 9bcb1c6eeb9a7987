import type { Contractor, Party, Tender, TenderRequest } from '@podryad/domain';

/** Test data of the tender screens: a contractor, a request and a tender as the API answers. */
export function contractor(id: number, shortName: string, patch: Partial<Contractor> = {}) {
  return {
    id,
    name: shortName,
    phone: '+79160000000',
    email: `c${id}@example.ru`,
    profile: {
      full_legal_name: `ООО «${shortName}»`,
      short_name: shortName,
      region: 'Москва',
      legal_address: 'Москва',
      actual_address: 'Москва',
      year_founded: 2010,
      inn: '7700000000',
      avatar: null,
      vk: null,
      telegram: null,
      whatsapp: null,
      participates_in_tenders: true,
      type_of_works: ['construction'],
    },
    work_types: ['construction'],
    participates_in_tenders: true,
    ...patch,
  } satisfies Contractor;
}

const party = (id: number, name: string): Party => ({
  id,
  name,
  email: `p${id}@example.ru`,
  phone: '+79160000000',
  profile: {
    short_name: name,
    full_legal_name: null,
    name: null,
    surname: null,
    avatar: null,
    logo: null,
  },
});

export const requestFrom = (id: number, contractorId: number, name: string): TenderRequest => ({
  id,
  status: { code: 'offered', label: 'Ожидание ответа' },
  user: party(contractorId, name),
  client: party(7, 'Ольга'),
  tender: { id: 42, tender_name: 'Школа' },
  origin: 'invitation',
  comment: '-',
  reject_reason: null,
  documents: [],
  document_files: [],
  is_new: false,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
});

export function tender(patch: Partial<Tender> = {}): Tender {
  return {
    id: 42,
    tender_name: 'Школа',
    project: { id: 5, name: 'Городок' },
    project_name: 'Городок',
    projectId: 5,
    type: 'construction',
    services: 'Строительство',
    stage: 'construction',
    complex_structure: false,
    images: ['/storage/images/a.png'],
    start_date: '2030-05-10',
    end_date: null,
    address: 'Казань, Баумана 1',
    latitude: 55.79,
    longitude: 49.11,
    description: 'Трёхэтажная школа',
    documents: ['/storage/docs/plan.pdf', '/storage/docs/smeta.xls'],
    document_files: [
      { path: '/storage/docs/plan.pdf', name: 'План.pdf', size: 374579 },
      { path: '/storage/docs/smeta.xls', name: 'Смета.xls', size: 2048 },
    ],
    status: { code: 'waiting_for_requests', label: 'Ожидание предложений' },
    created_at: '2026-03-01T10:00:00Z',
    user: {
      ...party(7, 'Ольга'),
      surname: 'Иванова',
      profile: {
        ...party(7, 'Ольга').profile,
        vk: null,
        telegram: null,
        whatsapp: null,
        location: null,
      },
    },
    requests: [],
    ...patch,
  };
}
