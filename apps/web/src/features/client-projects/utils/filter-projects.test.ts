import type { Project } from '@podryad/domain';
import { describe, expect, it } from 'vitest';
import { NO_FILTER, filterProjects } from './filter-projects';

const project = (id: number, over: Partial<Project>): Project => ({
  id,
  name: `Проект ${id}`,
  address: 'Москва, ул. Тверская, 1',
  description: null,
  latitude: null,
  longitude: null,
  phone: '+79161234567',
  email: null,
  vk: null,
  telegram: null,
  whatsapp_status: null,
  cover_path: null,
  image: null,
  status: 'in_process',
  created_at: `2026-01-${String(id).padStart(2, '0')}T10:00:00.000Z`,
  ...over,
});

const PROJECTS = [
  project(1, { name: 'Дом у реки', address: 'Казань, ул. Баумана, 5' }),
  project(3, { name: 'Склад', status: 'approved' }),
  project(2, { name: 'Загородный ДОМ', address: 'Московская область, Истра', status: 'declined' }),
];

const ids = (list: Project[]) => list.map((p) => p.id);

describe('filterProjects', () => {
  it('puts the newest first', () => {
    expect(ids(filterProjects(PROJECTS, '', NO_FILTER))).toEqual([3, 2, 1]);
  });

  it('matches a name substring in any case', () => {
    expect(ids(filterProjects(PROJECTS, '  дом ', NO_FILTER))).toEqual([2, 1]);
  });

  it('matches a region when the address contains the city, in any case', () => {
    expect(ids(filterProjects(PROJECTS, '', { region: 'Казань', statuses: [] }))).toEqual([1]);
    // 'Москва' is not contained in 'Московская область'.
    expect(ids(filterProjects(PROJECTS, '', { region: 'Москва', statuses: [] }))).toEqual([3]);
  });

  it('keeps only the ticked statuses, and combines every condition', () => {
    const statuses: Project['status'][] = ['approved', 'declined'];
    expect(ids(filterProjects(PROJECTS, '', { region: null, statuses }))).toEqual([3, 2]);
    expect(
      ids(filterProjects(PROJECTS, 'дом', { region: 'Казань', statuses: ['declined'] })),
    ).toEqual([]);
  });
});
