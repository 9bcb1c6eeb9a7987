import { describe, expect, it } from 'vitest';
import { MSG_BUYER, buyerBody, buyerLine } from './buyer';
import { MSG } from './messages';

describe('buyerBody', () => {
  it('takes the client itself, or a company by name and INN, tidied', () => {
    expect(buyerBody.parse({ kind: 'self' })).toEqual({ kind: 'self' });
    expect(
      buyerBody.parse({ kind: 'company', name: ' ООО «Ромашка» ', inn: ' 7707083893 ' }),
    ).toEqual({ kind: 'company', name: 'ООО «Ромашка»', inn: '7707083893' });
  });

  it('names what is wrong', () => {
    const problems = (body: unknown) =>
      buyerBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(problems({})).toEqual([['kind', MSG_BUYER.kindRequired]]);
    expect(problems({ kind: 'company', name: 'А', inn: '7707083894' })).toEqual([
      ['inn', MSG.innChecksum],
    ]);
    expect(problems({ kind: 'company', inn: '7707083893' })).toEqual([['name', MSG.required]]);
  });
});

describe('buyerLine', () => {
  it('reads the same whoever the client is', () => {
    expect(buyerLine(null)).toBe('');
    expect(buyerLine({ kind: 'self' })).toBe('Заказчик закупает для себя');
    const registry = {
      checked: false,
      reason: { code: 'pending', label: '' },
      attempted_at: null,
    } as const;
    expect(buyerLine({ kind: 'company', name: 'Ромашка', inn: '7707083893', registry })).toBe(
      'Заказчик закупает для компании «Ромашка», ИНН 7707083893',
    );
    expect(buyerLine({ kind: 'company', name: 'ООО "Ромашка"', inn: '7707083893', registry })).toBe(
      'Заказчик закупает для компании ООО "Ромашка", ИНН 7707083893',
    );
  });
});
