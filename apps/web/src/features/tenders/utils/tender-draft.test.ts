import { describe, expect, it } from 'vitest';
import { emptyDraft, withProject } from '@/features/tenders/utils/tender-draft';

const project = { id: 7, address: 'г. Казань, ул. Баумана, 1', latitude: 55.79, longitude: 49.11 };

describe('withProject', () => {
  it("fills an empty address, map point included, from the chosen project's", () => {
    expect(withProject(emptyDraft(), project)).toEqual({
      projectId: '7',
      address: 'г. Казань, ул. Баумана, 1',
      latitude: 55.79,
      longitude: 49.11,
    });
  });

  it('never replaces an address already there', () => {
    const typed = { ...emptyDraft(), address: 'Москва, Тверская, 5', latitude: 1, longitude: 2 };
    expect(withProject(typed, project)).toEqual({ projectId: '7' });
  });

  it('leaves the address alone when the project has none, and clears the choice for no project', () => {
    expect(withProject(emptyDraft(), { ...project, address: ' ' })).toEqual({ projectId: '7' });
    expect(withProject(emptyDraft(), null)).toEqual({ projectId: null });
  });
});
