import { describe, expect, it } from 'vitest';
import { caseDraftOfDeal, caseFromDealNote, caseServiceOf } from './case-from-deal';
import { caseCreateBody, caseFromDealHint } from './cases';

const deal = {
  contract_number: '17-П',
  contract_date: '2025-03-01',
  start_date: '2025-03-10',
  planned_finish: '2025-06-30',
  // 21:30 UTC is already the next day in Moscow.
  accepted_at: '2025-06-20T21:30:00.000Z',
};
const tender = {
  tender_name: '  Склад в Казани ',
  type: 'construction' as const,
  services: 'Строительство',
  address: 'Казань, ул. Техническая, 5',
  latitude: 55.79,
  longitude: 49.12,
  description: 'Склад 2000 м², металлокаркас.',
  start_date: '2025-02-01',
};

describe('caseDraftOfDeal', () => {
  it('fills the case from the tender and the deal: the work from the start to the acceptance', () => {
    expect(caseDraftOfDeal(deal, tender)).toEqual({
      project_name: 'Склад в Казани',
      services: 'Строительство',
      start_date: '2025-03-10',
      end_date: '2025-06-21',
      address: 'Казань, ул. Техническая, 5',
      description: 'Склад 2000 м², металлокаркас.\n\nДоговор № 17-П от 01.03.2025.',
      latitude: 55.79,
      longitude: 49.12,
    });
  });

  it('falls back to the planned finish, the tender’s start and its name', () => {
    const draft = caseDraftOfDeal(
      { ...deal, accepted_at: null, start_date: null, contract_number: null },
      { ...tender, description: ' ', latitude: null, longitude: null },
    );
    expect(draft).toMatchObject({
      start_date: '2025-02-01',
      end_date: '2025-06-30',
      description: 'Склад в Казани',
      latitude: null,
      longitude: null,
    });
  });

  it('never ends before it starts', () => {
    const draft = caseDraftOfDeal({ ...deal, accepted_at: null, planned_finish: null }, tender);
    expect(draft.end_date).toBe(draft.start_date);
  });

  it('makes a body the create call takes once a cover is added', () => {
    const body = { ...caseDraftOfDeal(deal, tender), cover: '/storage/images/a.png', deal_id: 3 };
    expect(caseCreateBody.safeParse(body).success).toBe(true);
  });

  it('names the service nearest to the tender’s work', () => {
    expect(caseServiceOf('design', 'Проект школы')).toBe('Проектирование');
    expect(caseServiceOf('construction', 'Капитальный ремонт кровли')).toBe('Ремонт');
    expect(caseServiceOf('complex_construction', 'Жилой дом')).toBe('Строительство');
    expect(caseServiceOf('construction', 'Проектная документация')).toBe('Проектирование');
  });

  it('tells which contract filled the fields', () => {
    expect(caseFromDealNote('Склад')).toBe(
      'Поля заполнены по договору «Склад». Добавьте фото готового объекта.',
    );
  });
});

describe('the mark of a case from a deal', () => {
  it('names the day in Moscow the client accepted the work', () => {
    expect(caseFromDealHint('2025-06-20T21:30:00.000Z')).toBe(
      'Работы приняты заказчиком на Подряде 21.06.2025',
    );
  });
});
