import { describe, expect, it } from 'vitest';
import {
  DEAL_STATUSES,
  DEAL_TRANSITIONS,
  contractLine,
  dealContractBody,
  dealMovesOf,
  dealOverdue,
  dealReturnBody,
  dealTerminateBody,
  mayMoveDeal,
} from './deals';
import { MSG } from './messages';

describe('the deal’s transitions', () => {
  it('lead from every status but the final ones, and into none but known ones', () => {
    const from = new Set(Object.values(DEAL_TRANSITIONS).flatMap((t) => t.from));
    expect([...from].sort()).toEqual(
      DEAL_STATUSES.filter((s) => s !== 'accepted' && s !== 'terminated').sort(),
    );
    for (const t of Object.values(DEAL_TRANSITIONS)) expect(DEAL_STATUSES).toContain(t.to);
  });

  it('give each side its own steps', () => {
    expect(dealMovesOf('client', 'draft')).toEqual(['contract', 'terminate']);
    expect(dealMovesOf('contractor', 'draft')).toEqual(['terminate']);
    expect(dealMovesOf('contractor', 'awaiting_confirmation')).toEqual(['confirm', 'terminate']);
    expect(dealMovesOf('contractor', 'in_progress')).toEqual(['report', 'terminate']);
    expect(dealMovesOf('client', 'work_reported')).toEqual(['accept', 'return', 'terminate']);
    expect(dealMovesOf('client', 'accepted')).toEqual([]);
    expect(dealMovesOf('contractor', 'terminated')).toEqual([]);
    expect(mayMoveDeal('client', 'confirm', 'awaiting_confirmation')).toBe(false);
  });
});

describe('dealOverdue', () => {
  const deal = { status: 'in_progress' as const, planned_finish: '2026-05-31' };
  it('is true only for running work past its planned finish', () => {
    expect(dealOverdue(deal, '2026-05-31')).toBe(false);
    expect(dealOverdue(deal, '2026-06-01')).toBe(true);
    expect(dealOverdue({ ...deal, status: 'work_reported' }, '2026-06-01')).toBe(false);
    expect(dealOverdue({ ...deal, status: 'awaiting_confirmation' }, '2026-06-01')).toBe(false);
    expect(dealOverdue({ ...deal, planned_finish: null }, '2026-06-01')).toBe(false);
  });
});

describe('the deal’s bodies', () => {
  const contract = {
    contract_number: ' 17/2026 ',
    contract_date: '2026-03-01',
    start_date: '2026-03-10',
    planned_finish: '2026-03-10',
  };
  it('take a contract that finishes on its start day or later, trimmed', () => {
    expect(dealContractBody.parse(contract).contract_number).toBe('17/2026');
    const early = dealContractBody.safeParse({ ...contract, planned_finish: '2026-03-09' });
    expect(early.success).toBe(false);
    expect(early.error?.issues[0]?.path).toEqual(['planned_finish']);
    const long = dealContractBody.safeParse({ ...contract, contract_number: 'x'.repeat(51) });
    expect(long.error?.issues[0]?.message).toBe(MSG.tooLong);
  });
  it('need remarks to return the work and a reason to end the deal', () => {
    expect(dealReturnBody.safeParse({ remarks: ' ' }).success).toBe(false);
    expect(dealTerminateBody.safeParse({}).success).toBe(false);
    expect(dealTerminateBody.parse({ reason: ' Нет денег ' }).reason).toBe('Нет денег');
  });
});

describe('contractLine', () => {
  it('says the contract with Russian dates, and only the parts it has', () => {
    expect(
      contractLine({
        contract_number: 'П-17',
        contract_date: '2026-03-01',
        start_date: '2026-03-10',
        planned_finish: '2026-06-30',
      }),
    ).toBe('Договор № П-17 от 01.03.2026; начало 10.03.2026, окончание 30.06.2026');
    expect(contractLine({ contract_number: 'П-17' })).toBe('Договор № П-17');
  });
});
