import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_FILES, dataExportFileName, dataExportState } from './data-export';

describe('the data archive', () => {
  it('is named by the day it was ready, in UTC', () => {
    expect(dataExportFileName('2026-11-29T23:30:00.000Z')).toBe('podryad-data-2026-11-29.zip');
    expect(dataExportFileName(new Date('2026-01-02T00:00:00Z'))).toBe(
      'podryad-data-2026-01-02.zip',
    );
  });

  it('describes every file in Russian', () => {
    for (const [name, text] of Object.entries(DATA_EXPORT_FILES)) {
      expect(name).toMatch(/^[a-z-]+(\.json|\/)$/);
      expect(text).toMatch(/[а-яё]/i);
    }
  });

  it('keeps its progress a whole percent', () => {
    const base = {
      id: 1,
      status: 'building',
      created_at: 'x',
      ready_at: null,
      expires_at: null,
      size: null,
    };
    expect(dataExportState.safeParse({ ...base, progress: 40 }).success).toBe(true);
    expect(dataExportState.safeParse({ ...base, progress: 101 }).success).toBe(false);
    expect(dataExportState.safeParse({ ...base, progress: 4.5 }).success).toBe(false);
  });
});
