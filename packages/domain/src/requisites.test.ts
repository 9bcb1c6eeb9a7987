import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { innPasses, innProblem, innWithCheckDigits, ogrnProblem } from './requisites';
import { contractorProfileBody, updateContractorProfileBody } from './schemas';

describe('innProblem', () => {
  it('passes real INNs of companies (10 digits)', () => {
    // Сбербанк: 7·2 + 7·4 + 0·10 + 7·3 + 0·5 + 8·9 + 3·4 + 8·6 + 9·8 = 267; 267 mod 11 = 3 → 3.
    expect(innProblem('7707083893')).toBeNull();
    // Яндекс.
    expect(innProblem('7736207543')).toBeNull();
    expect(innProblem('7736050003')).toBeNull();
    expect(innProblem('1234567894')).toBeNull();
  });

  it('passes INNs of individual entrepreneurs (12 digits)', () => {
    // 5·7 + 0·2 + 0·4 + 1·10 + 0·3 + 0·5 + 7·9 + 3·4 + 2·6 + 2·8 = 148; 148 mod 11 = 5 → d11 = 5;
    // 5·3 + 0·7 + 0·2 + 1·4 + 0·10 + 0·3 + 7·5 + 3·9 + 2·4 + 2·6 + 5·8 = 141; mod 11 = 9 → d12 = 9.
    expect(innProblem('500100732259')).toBeNull();
    expect(innProblem('123456789047')).toBeNull();
  });

  it('refuses a number with one digit altered or two swapped', () => {
    expect(innProblem('7707083894')).toBe(MSG.innChecksum);
    expect(innProblem('7707038893')).toBe(MSG.innChecksum);
    expect(innProblem('1234567895')).toBe(MSG.innChecksum);
    // Both check digits of a person's INN count: the 11th altered, then the 12th.
    expect(innProblem('500111732259')).toBe(MSG.innChecksum);
    expect(innProblem('123456789037')).toBe(MSG.innChecksum);
    expect(innProblem('500100732258')).toBe(MSG.innChecksum);
  });

  it('refuses any length but 10 and 12', () => {
    for (const inn of ['7', '770708389', '77070838931', '12345678']) {
      expect(innProblem(inn)).toBe(MSG.innLength);
    }
  });

  it('refuses zeros only, which every checksum passes', () => {
    expect(innProblem('0000000000')).toBe(MSG.innZeros);
    expect(innProblem('000000000000')).toBe(MSG.innZeros);
  });

  it("answers the spec's own message for anything but up to 12 digits", () => {
    expect(innProblem('')).toBe(MSG.innDigits);
    expect(innProblem('77070838A3')).toBe(MSG.innDigits);
    expect(innProblem('7707 083893')).toBe(MSG.innDigits);
    expect(innProblem('1234567890123')).toBe(MSG.innDigits);
  });
});

describe('innPasses', () => {
  it('tells a saved number that fails the check from one that passes', () => {
    expect(innPasses('7707083893')).toBe(true);
    expect(innPasses('7701234567')).toBe(false);
    expect(innPasses('12345')).toBe(false);
    expect(innPasses('')).toBe(false);
    expect(innPasses(null)).toBe(false);
  });
});

describe('innWithCheckDigits', () => {
  it('completes a company’s and a person’s INN with their check digits', () => {
    expect(innWithCheckDigits('770708389')).toBe('7707083893');
    expect(innWithCheckDigits('5001007322')).toBe('500100732259');
    for (const leading of ['631234567', '1655012345', '540123456', '6312345678']) {
      expect(innProblem(innWithCheckDigits(leading))).toBeNull();
    }
  });

  it('takes 9 or 10 digits only', () => {
    expect(() => innWithCheckDigits('77070838')).toThrow();
    expect(() => innWithCheckDigits('77070838931')).toThrow();
  });
});

describe('ogrnProblem', () => {
  it('passes real ОГРН of companies (13 digits, remainder of 11)', () => {
    // Сбербанк: 102770013219 mod 11 = 5 → 5.
    expect(ogrnProblem('1027700132195')).toBeNull();
    // Яндекс: 102770022919 mod 11 = 3 → 3.
    expect(ogrnProblem('1027700229193')).toBeNull();
    expect(ogrnProblem('1026605606620')).toBeNull();
    expect(ogrnProblem('1022500001325')).toBeNull();
  });

  it('takes the last digit of a remainder of 10 for an ОГРН', () => {
    // 102770013202 = 11 · 9342728472 + 10 → 0.
    expect(ogrnProblem('1027700132020')).toBeNull();
    expect(ogrnProblem('1027700132021')).toBe(MSG.ogrnChecksum);
  });

  it('passes ОГРНИП (15 digits, remainder of 13)', () => {
    // 30956580860018 mod 13 = 8; 38576858594894 mod 13 = 9.
    expect(ogrnProblem('309565808600188')).toBeNull();
    expect(ogrnProblem('385768585948949')).toBeNull();
  });

  it('takes the last digit of the ОГРНИП remainders 10, 11 and 12', () => {
    // 30450011600005 = 13 · 2342308584615 + 10 → 0.
    expect(ogrnProblem('304500116000050')).toBeNull();
    // 30450011600006 = 13 · 2342308584615 + 11 → 1.
    expect(ogrnProblem('304500116000061')).toBeNull();
    // 30450011600007 = 13 · 2342308584615 + 12 → 2.
    expect(ogrnProblem('304500116000072')).toBeNull();
    // The remainders themselves are no check digit.
    expect(ogrnProblem('304500116000051')).toBe(MSG.ogrnipChecksum);
    expect(ogrnProblem('304500116000060')).toBe(MSG.ogrnipChecksum);
    expect(ogrnProblem('304500116000070')).toBe(MSG.ogrnipChecksum);
  });

  it('refuses an altered number', () => {
    expect(ogrnProblem('1027700132194')).toBe(MSG.ogrnChecksum);
    expect(ogrnProblem('1022500001328')).toBe(MSG.ogrnChecksum);
    expect(ogrnProblem('1027700312195')).toBe(MSG.ogrnChecksum);
    // 30450011600015 mod 13 = 7: its check digit is 7, not 8.
    expect(ogrnProblem('304500116000158')).toBe(MSG.ogrnipChecksum);
    expect(ogrnProblem('309565808600189')).toBe(MSG.ogrnipChecksum);
  });

  it('refuses other lengths, other characters and zeros only', () => {
    expect(ogrnProblem('102770013219')).toBe(MSG.ogrnLength);
    expect(ogrnProblem('10277001321950')).toBe(MSG.ogrnLength);
    expect(ogrnProblem('3095658086001880')).toBe(MSG.ogrnLength);
    expect(ogrnProblem('')).toBe(MSG.ogrnDigits);
    expect(ogrnProblem('102770013219O')).toBe(MSG.ogrnDigits);
    expect(ogrnProblem('0000000000000')).toBe(MSG.ogrnZeros);
    expect(ogrnProblem('000000000000000')).toBe(MSG.ogrnipZeros);
  });
});

describe('the INN of the contractor profile', () => {
  const company = {
    full_legal_name: 'Публичное акционерное общество «Сбербанк России»',
    short_name: 'ПАО Сбербанк',
    region: 'г. Москва',
    legal_address: 'г. Москва, ул. Вавилова, д. 19',
    actual_address: 'г. Москва, ул. Вавилова, д. 19',
    year_founded: '1991',
  };
  const messages = (inn: unknown) => {
    const parsed = contractorProfileBody.safeParse({ ...company, inn });
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('takes a real number, trimmed', () => {
    expect(contractorProfileBody.parse({ ...company, inn: ' 7707083893 ' }).inn).toBe('7707083893');
    expect(messages('500100732259')).toEqual([]);
  });

  it("keeps the spec's rule and its message first, alone", () => {
    expect(messages('77070838A3')).toEqual([MSG.innDigits]);
    expect(messages('1234567890123')).toEqual([MSG.innDigits]);
    expect(messages(undefined)).toEqual([MSG.required]);
  });

  it('then says what else is wrong, one message', () => {
    expect(messages('770708389')).toEqual([MSG.innLength]);
    expect(messages('0000000000')).toEqual([MSG.innZeros]);
    expect(messages('7701234567')).toEqual([MSG.innChecksum]);
  });

  it('is checked on the cabinet’s save too', () => {
    const parsed = updateContractorProfileBody.safeParse({
      ...company,
      inn: '7707083894',
      vk: 'vk.com/sber',
      telegram: '@sber',
      whatsapp: '+79001234567',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['inn'], message: MSG.innChecksum }),
    ]);
  });
});
