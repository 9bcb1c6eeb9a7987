import { describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS, phoneCodeRequestBody, requiredConsents } from './index';

const standing = (version: string | null, active = true) => ({
  document: 'processing' as const,
  version,
  active,
});

describe('requiredConsents', () => {
  it('asks the processing consent when never given, withdrawn or of an older edition', () => {
    expect(requiredConsents([])).toEqual(['processing']);
    expect(requiredConsents([standing(LEGAL_VERSIONS.processing, false)])).toEqual(['processing']);
    expect(requiredConsents([standing('2000-01-01')])).toEqual(['processing']);
    expect(requiredConsents([standing(LEGAL_VERSIONS.processing)])).toEqual([]);
  });

  it('never asks the distribution consent', () => {
    expect(
      requiredConsents([
        standing(LEGAL_VERSIONS.processing),
        { document: 'distribution', version: null, active: false },
      ]),
    ).toEqual([]);
  });

  it('follows the versions given', () => {
    const versions = { ...LEGAL_VERSIONS, processing: '2099-01-01' };
    expect(requiredConsents([standing(LEGAL_VERSIONS.processing)], versions)).toEqual([
      'processing',
    ]);
  });
});

describe('the registration’s consents field', () => {
  it('is optional, and takes each consent document once', () => {
    const phone = '+79161234567';
    expect(phoneCodeRequestBody.safeParse({ phone }).success).toBe(true);
    const one = { document: 'processing', version: LEGAL_VERSIONS.processing };
    expect(phoneCodeRequestBody.safeParse({ phone, consents: [one] }).success).toBe(true);
    expect(phoneCodeRequestBody.safeParse({ phone, consents: [one, one] }).success).toBe(false);
    expect(
      phoneCodeRequestBody.safeParse({ phone, consents: [{ document: 'privacy', version: '1' }] })
        .success,
    ).toBe(false);
  });
});
