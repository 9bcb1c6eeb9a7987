import { describe, expect, it } from 'vitest';
import {
  MSG_SRO,
  SRO_MEMBERSHIPS_MAX,
  type SroKind,
  sroKindOfNumber,
  sroLevelLabel,
  sroMembershipLine,
  sroMembershipsBody,
  sroRequiredLevel,
  sroVerdict,
} from './sro';
import { MSG } from './messages';
import { NBSP } from './typography';

/** A text with its no-break spaces as plain ones. */
const plain = (text: string) => text.replaceAll(NBSP, ' ');

const rub = (roubles: number) => roubles * 100;
const member = (kind: SroKind, level: number) => [{ kind, level }];

describe('sroVerdict at each boundary price', () => {
  it('needs no membership up to 10 million roubles, the 10 million included', () => {
    expect(sroVerdict(rub(9_999_999.99), 'construction', [])).toBe('not_required');
    expect(sroVerdict(rub(10_000_000), 'construction', [])).toBe('not_required');
    expect(sroVerdict(rub(10_000_000), 'design', [])).toBe('not_required');
    expect(sroVerdict(rub(10_000_000) + 1, 'construction', [])).toBe('missing');
    expect(sroVerdict(rub(10_000_000) + 1, 'design', [])).toBe('missing');
  });

  // Each level covers its ceiling itself; a kopeck more needs the next level.
  const cases: [SroKind, number, number][] = [
    ['construction', 90_000_000, 1],
    ['construction', 500_000_000, 2],
    ['construction', 3_000_000_000, 3],
    ['construction', 10_000_000_000, 4],
    ['design', 25_000_000, 1],
    ['design', 50_000_000, 2],
    ['design', 300_000_000, 3],
  ];
  it.each(cases)(
    '%s at %d ₽: level %d covers it, one kopeck more needs the next',
    (kind, ceiling, level) => {
      expect(sroRequiredLevel(kind, rub(ceiling))).toBe(level);
      expect(sroVerdict(rub(ceiling), kind, member(kind, level))).toBe('sufficient');
      expect(sroRequiredLevel(kind, rub(ceiling) + 1)).toBe(level + 1);
      expect(sroVerdict(rub(ceiling) + 1, kind, member(kind, level))).toBe('insufficient');
      expect(sroVerdict(rub(ceiling) + 1, kind, member(kind, level + 1))).toBe('sufficient');
      if (level > 1)
        expect(sroVerdict(rub(ceiling), kind, member(kind, level - 1))).toBe('insufficient');
    },
  );

  it('lets the top level take any price', () => {
    expect(sroVerdict(rub(90_000_000_000), 'construction', member('construction', 5))).toBe(
      'sufficient',
    );
    expect(sroVerdict(rub(90_000_000_000), 'design', member('design', 4))).toBe('sufficient');
    expect(sroRequiredLevel('construction', rub(90_000_000_000))).toBe(5);
  });

  it('counts only memberships of the kind the tender needs, the highest of them', () => {
    const both = [
      { kind: 'design' as const, level: 4 },
      { kind: 'construction' as const, level: 1 },
      { kind: 'construction' as const, level: 2 },
    ];
    expect(sroVerdict(rub(400_000_000), 'construction', both)).toBe('sufficient');
    expect(sroVerdict(rub(600_000_000), 'construction', both)).toBe('insufficient');
    expect(sroVerdict(rub(20_000_000), 'construction', member('design', 4))).toBe('missing');
    expect(sroVerdict(rub(20_000_000), 'design', member('construction', 5))).toBe('missing');
  });
});

describe('sro labels', () => {
  it('names each level with its ceiling', () => {
    expect(plain(sroLevelLabel('construction', 1))).toBe('1 уровень — до 90 млн ₽');
    expect(plain(sroLevelLabel('construction', 3))).toBe('3 уровень — до 3 млрд ₽');
    expect(plain(sroLevelLabel('construction', 5))).toBe('5 уровень — свыше 10 млрд ₽');
    expect(plain(sroLevelLabel('design', 3))).toBe('3 уровень — до 300 млн ₽');
    expect(plain(sroLevelLabel('design', 4))).toBe('4 уровень — свыше 300 млн ₽');
  });

  it('puts a membership in one line', () => {
    expect(
      plain(
        sroMembershipLine('construction', {
          sro_name: 'Ассоциация «Строители Поволжья»',
          registration_number: 'СРО-С-123-01022010',
          level: 2,
        }),
      ),
    ).toBe('«Ассоциация „Строители Поволжья“», СРО-С-123-01022010, 2 уровень — до 500 млн ₽');
  });
});

const valid = {
  kind: 'construction',
  sro_name: ' Ассоциация «Строители Поволжья» ',
  registration_number: ' срО-С-123-01022010 ',
  level: 2,
};
const issues = (body: unknown) => {
  const parsed = sroMembershipsBody.safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('sroMembershipsBody', () => {
  it('tidies a membership: trimmed name, the number in upper case', () => {
    expect(sroMembershipsBody.parse({ memberships: [valid] })).toEqual({
      memberships: [
        {
          kind: 'construction',
          sro_name: 'Ассоциация «Строители Поволжья»',
          registration_number: 'СРО-С-123-01022010',
          level: 2,
        },
      ],
    });
    expect(sroMembershipsBody.parse({ memberships: [] })).toEqual({ memberships: [] });
  });

  it('names the field of each problem in Russian', () => {
    expect(issues({ memberships: [{}] })).toEqual({
      'memberships.0.kind': MSG_SRO.kindRequired,
      'memberships.0.sro_name': MSG.required,
      'memberships.0.registration_number': MSG.required,
      'memberships.0.level': MSG_SRO.levelRequired,
    });
    expect(
      issues({
        memberships: [{ ...valid, sro_name: '  ', registration_number: 'СРО-С-№', level: 0 }],
      }),
    ).toEqual({
      'memberships.0.sro_name': MSG.required,
      'memberships.0.registration_number': MSG_SRO.numberFormat,
      'memberships.0.level': MSG.invalidValue,
    });
    expect(issues({ memberships: [{ ...valid, registration_number: '<b>1</b>' }] })).toEqual({
      'memberships.0.registration_number': MSG_SRO.numberFormat,
    });
    expect(issues({ memberships: [{ ...valid, sro_name: 'А'.repeat(256) }] })).toEqual({
      'memberships.0.sro_name': MSG.tooLong,
    });
    expect(issues({})).toEqual({ memberships: MSG.invalidValue });
  });

  it('refuses a level the kind does not have, and a number of the other kind', () => {
    expect(
      issues({
        memberships: [
          { ...valid, kind: 'design', registration_number: 'СРО-П-011-16072009', level: 5 },
        ],
      }),
    ).toEqual({
      'memberships.0.level': MSG_SRO.levelOfKind,
    });
    expect(issues({ memberships: [{ ...valid, kind: 'design' }] })).toEqual({
      'memberships.0.registration_number': MSG_SRO.numberOfBuilders,
    });
    expect(
      issues({ memberships: [{ ...valid, registration_number: 'СРО-И-001-28042009' }] }),
    ).toEqual({
      'memberships.0.registration_number': MSG_SRO.numberOfDesigners,
    });
    // A number of another form says nothing of its kind.
    expect(
      issues({ memberships: [{ ...valid, kind: 'design', registration_number: '0123-2019' }] }),
    ).toEqual({});
  });

  it('takes at most ten memberships, each register number once', () => {
    const many = Array.from({ length: SRO_MEMBERSHIPS_MAX + 1 }, (_, i) => ({
      ...valid,
      registration_number: `СРО-С-${100 + i}-01022010`,
    }));
    expect(issues({ memberships: many.slice(0, SRO_MEMBERSHIPS_MAX) })).toEqual({});
    expect(issues({ memberships: many })).toEqual({ memberships: MSG_SRO.tooMany });
    expect(
      issues({ memberships: [valid, { ...valid, registration_number: 'СРО-С-123-01022010' }] }),
    ).toEqual({ 'memberships.1.registration_number': MSG_SRO.duplicate });
  });
});

describe('sroKindOfNumber', () => {
  it('reads the kind from the state register’s form, Latin look-alikes too', () => {
    expect(sroKindOfNumber('СРО-С-123-01022010')).toBe('construction');
    expect(sroKindOfNumber('CPO-C-123-01022010')).toBe('construction');
    expect(sroKindOfNumber('сро-п-011-16072009')).toBe('design');
    expect(sroKindOfNumber('СРО-И-001-28042009')).toBe('design');
    expect(sroKindOfNumber('12345')).toBeNull();
  });
});
