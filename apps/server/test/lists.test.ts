import {
  MSG,
  PAGE_MAX_TEXT,
  type Contractor,
  type ListMeta,
  type Project,
  type Tender,
  type TenderRequest,
  type WorkType,
} from '@podryad/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorProfiles, projects, tenderRequests, tenders } from '../src/db/schema';
import { get, useTestApp } from './helpers';
import { type Actor, newClient, newContractor, newProject } from './tender-fixtures';

/*
 * The catalog lists (the contractor's tenders, the directory, the client's projects): one page at a
 * time, searched and filtered in PostgreSQL, with a fixed number of statements whatever the page.
 */

const statements: { query: string; params: unknown[] }[] = [];
const ctx = useTestApp({}, { onQuery: (query, params) => statements.push({ query, params }) });
const db = () => ctx.database.db;

let client: Actor;
let contractor: Actor;
let projectId: number;

/** A tender straight in the database, `minutesAgo` old (the list is newest first). */
async function addTender(
  name: string,
  address: string,
  type: WorkType,
  minutesAgo: number,
  status = 'waiting_for_requests',
  owner = { id: client.id, projectId },
) {
  const stage = type === 'design' ? 'design' : 'construction';
  const [row] = await db()
    .insert(tenders)
    .values({
      ownerId: owner.id,
      projectId: owner.projectId,
      name,
      stage,
      complexStructure: type === 'complex_construction',
      type,
      address,
      description: 'Описание работ',
      startDate: '2030-01-01',
      images: ['/storage/images/00000000000000000000000000000000.png'],
      status,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning({ id: tenders.id });
  return row!.id;
}

type Answer<K extends string, T> = { [key in K]: T[] } & { meta: ListMeta };
const list = async <K extends string, T>(key: K, url: string, token: string) => {
  const res = await get(ctx.app, url, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Answer<K, T>;
};
const openTenders = (query = '') =>
  list<'tenders', Tender>('tenders', `/api/tenders/list${query}`, contractor.token);
const names = (items: { tender_name: string }[]) => items.map((t) => t.tender_name);

beforeAll(async () => {
  client = await newClient(ctx);
  contractor = await newContractor(ctx);
  projectId = (await newProject(ctx, client.id)).id;
});

describe('GET /api/tenders/list', () => {
  beforeAll(async () => {
    await addTender('Строительство дома', 'г. Казань, ул. Баумана, 1', 'construction', 1);
    await addTender('Проектирование офиса', 'г. Москва, ул. Тверская, 7', 'design', 2);
    await addTender('Ремонт кровли склада', 'г. Казань, ул. Пушкина, 3', 'complex_construction', 3);
    await addTender('Скидка 100% на проект_х', 'г. Самара, ул. Ленина, 2', 'design', 4);
    await addTender('Закрытый тендер дома', 'г. Казань', 'construction', 5, 'executor_chosen');
    for (let i = 0; i < 25; i++) {
      await addTender(`Склад №${i}`, 'г. Пермь, ул. Мира, 9', 'construction', 100 + i);
    }
  });

  it('answers the first page of 12 open tenders, newest first, with the total', async () => {
    const page = await openTenders();
    expect(page.meta).toEqual({ total: 29, page: 1, per_page: 12, total_lower_bound: false });
    expect(page.tenders).toHaveLength(12);
    expect(names(page.tenders).slice(0, 4)).toEqual([
      'Строительство дома',
      'Проектирование офиса',
      'Ремонт кровли склада',
      'Скидка 100% на проект_х',
    ]);
    expect(names(page.tenders)).not.toContain('Закрытый тендер дома');
  });

  it('pages: the last page holds the rest, a page past the end is empty', async () => {
    const last = await openTenders('?page=3');
    expect(last.meta).toEqual({ total: 29, page: 3, per_page: 12, total_lower_bound: false });
    expect(names(last.tenders)).toEqual([
      'Склад №20',
      'Склад №21',
      'Склад №22',
      'Склад №23',
      'Склад №24',
    ]);
    const all = await openTenders('?per_page=100');
    expect(all.tenders).toHaveLength(29);
    expect((await openTenders('?page=4')).tenders).toEqual([]);
  });

  it('counts the total only ten pages past the page asked for, then says it is a lower bound', async () => {
    expect((await openTenders('?per_page=1')).meta).toEqual({
      total: 10,
      page: 1,
      per_page: 1,
      total_lower_bound: true,
    });
    // Page 15 of 1: counted up to page 25, so still a lower bound; from page 20 the count reaches
    // the end (29) and is exact.
    expect((await openTenders('?per_page=1&page=15')).meta).toMatchObject({
      total: 24,
      total_lower_bound: true,
    });
    expect((await openTenders('?per_page=1&page=20')).meta).toMatchObject({
      total: 29,
      total_lower_bound: false,
    });
    expect((await openTenders('?per_page=2&page=3')).meta).toMatchObject({
      total: 24,
      total_lower_bound: true,
    });
  });

  it('searches the name in any case, as a substring and in other Russian word forms', async () => {
    expect(names((await openTenders('?q=ДОМА')).tenders)).toEqual(['Строительство дома']);
    expect(names((await openTenders('?q=кров')).tenders)).toEqual(['Ремонт кровли склада']);
    // 'домов' is no substring of 'дома': the russian full-text configuration finds the word.
    expect(names((await openTenders(`?q=${encodeURIComponent('домов')}`)).tenders)).toEqual([
      'Строительство дома',
    ]);
    expect(names((await openTenders('?q=офисы')).tenders)).toEqual(['Проектирование офиса']);
  });

  it('takes % and _ in a search literally', async () => {
    expect(names((await openTenders(`?q=${encodeURIComponent('100%')}`)).tenders)).toEqual([
      'Скидка 100% на проект_х',
    ]);
    expect((await openTenders(`?q=${encodeURIComponent('%%')}`)).meta.total).toBe(0);
    expect(names((await openTenders('?q=_х')).tenders)).toEqual(['Скидка 100% на проект_х']);
  });

  it('filters by a city in the address and by work types, repeated or comma-separated', async () => {
    const kazan = await openTenders(`?region=${encodeURIComponent('г. казань')}`);
    expect(names(kazan.tenders)).toEqual(['Строительство дома', 'Ремонт кровли склада']);
    const designOrComplex = await openTenders('?types=design,complex_construction');
    expect(names(designOrComplex.tenders)).toEqual([
      'Проектирование офиса',
      'Ремонт кровли склада',
      'Скидка 100% на проект_х',
    ]);
    const repeated = await openTenders('?types=design&types=complex_construction');
    expect(repeated.meta.total).toBe(3);
    const all = await openTenders(
      `?types=construction&region=${encodeURIComponent('Казань')}&q=${encodeURIComponent('дом')}`,
    );
    expect(names(all.tenders)).toEqual(['Строительство дома']);
  });

  it('takes a region naming a city of the list as that city, any text else as part of the address', async () => {
    // The stored city: 'Казань', 'г. Казань' and 'КАЗАНЬ' name the same city.
    for (const region of ['Казань', 'г. Казань', 'КАЗАНЬ']) {
      const found = await openTenders(`?region=${encodeURIComponent(region)}`);
      expect(names(found.tenders), region).toEqual(['Строительство дома', 'Ремонт кровли склада']);
    }
    const [row] = await db()
      .select({ city: tenders.city })
      .from(tenders)
      .where(eq(tenders.name, 'Проектирование офиса'));
    expect(row!.city).toBe('Москва');
    // Not a city: a part of the address, in any case.
    const street = await openTenders(`?region=${encodeURIComponent('ул. ПУШКИНА')}`);
    expect(names(street.tenders)).toEqual(['Ремонт кровли склада']);
    // A tender moved to another city is found under the new one.
    const moved = await addTender('Переезд', 'Нижний Тагил, ул. Ленина, 5', 'design', 6);
    const tagil = await openTenders(`?region=${encodeURIComponent('г. Нижний Тагил')}`);
    expect(tagil.tenders.map((t) => t.id)).toEqual([moved]);
    await db()
      .update(tenders)
      .set({ address: 'г. Самара, ул. Мира, 1' })
      .where(eq(tenders.id, moved));
    expect((await openTenders(`?region=${encodeURIComponent('Нижний Тагил')}`)).meta.total).toBe(0);
    await db().delete(tenders).where(eq(tenders.id, moved));
  });

  it('refuses bad paging and filters with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?per_page=101', 'per_page'],
      ['?per_page=abc', 'per_page'],
      ['?page=1.5', 'page'],
      ['?types=painting', 'types.0'],
    ] as const) {
      const res = await get(ctx.app, `/api/tenders/list${query}`, contractor.token);
      expect(res.status, query).toBe(400);
      expect(res.body.fields, query).toEqual({ [field]: [MSG.invalidValue] });
    }
  });

  it('is for contractors only', async () => {
    expect((await get(ctx.app, '/api/tenders/list', client.token)).status).toBe(403);
    expect((await get(ctx.app, '/api/tenders/list')).status).toBe(401);
  });
});

describe('the first 100 pages', () => {
  it('every list serves page 100; page 101 is a 400 naming page and asking to narrow the search', async () => {
    const lists = [
      ['/api/tenders/list', contractor],
      ['/api/contractors', client],
      ['/api/projects', client],
      ['/api/tenders', client],
      ['/api/request', client],
      ['/api/request', contractor],
      ['/api/user/notifications', client],
    ] as const;
    for (const [path, actor] of lists) {
      const last = await get(ctx.app, `${path}?page=100`, actor.token);
      expect(last.status, path).toBe(200);
      expect((last.body.meta as ListMeta).page, path).toBe(100);
      const past = await get(ctx.app, `${path}?page=101&per_page=1`, actor.token);
      expect(past.status, path).toBe(400);
      expect(past.body, path).toEqual({
        errors: [PAGE_MAX_TEXT],
        message: 'Доступны только первые 100 страниц: уточните поиск или фильтры',
        fields: { page: [PAGE_MAX_TEXT] },
      });
    }
  });
});

describe('GET /api/contractors', () => {
  const directory = (query = '') =>
    list<'users', Contractor>('users', `/api/contractors${query}`, client.token);
  let named: (short: string, full: string, region: string, types: WorkType[]) => Promise<void>;

  beforeAll(async () => {
    named = async (short, full, region, types) => {
      const actor = await newContractor(ctx);
      await db()
        .update(contractorProfiles)
        .set({ shortName: short, fullLegalName: full, region, typeOfWorks: types })
        .where(eq(contractorProfiles.userId, actor.id));
    };
    await named('Альфа Строй', 'ООО «Альфа Строй»', 'г. Казань', ['construction']);
    await named('Бета', 'АО «Проектное бюро Бета»', 'г. Москва', ['design']);
    await named('Гамма', 'ООО «Кровельные работы»', 'г. Казань', ['complex_construction']);
  });

  it('answers a page by short name with the total and every region for the filter', async () => {
    const page = await directory('?per_page=100');
    expect(page.meta.total).toBe(page.users.length);
    const shortNames = page.users.map((u) => u.profile.short_name);
    expect(shortNames).toEqual([...shortNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const res = await get(ctx.app, '/api/contractors', client.token);
    expect(res.body.regions).toEqual(expect.arrayContaining(['г. Казань', 'г. Москва']));
    expect(new Set(res.body.regions as string[]).size).toBe((res.body.regions as string[]).length);
    expect(res.body.regions).not.toContain('');
  });

  it('searches the short and the full name, and Russian word forms', async () => {
    const short = (query: string) =>
      directory(`?q=${encodeURIComponent(query)}`).then((p) => p.users.map((u) => u.name));
    expect(await short('альфа')).toEqual(['Альфа Строй']);
    expect(await short('бюро')).toEqual(['Бета']);
    expect(await short('кровельная работа')).toEqual(['Гамма']);
  });

  it('filters by the exact region and by any of the work types', async () => {
    const kazan = await directory(`?region=${encodeURIComponent('г. Казань')}&per_page=100`);
    expect(kazan.users.map((u) => u.name)).toEqual(
      expect.arrayContaining(['Альфа Строй', 'Гамма']),
    );
    expect(kazan.users.every((u) => u.profile.region === 'г. Казань')).toBe(true);
    expect((await directory(`?region=${encodeURIComponent('г. казань')}`)).meta.total).toBe(0);
    const design = await directory('?types=design&per_page=100');
    expect(design.users.every((u) => u.work_types.includes('design'))).toBe(true);
    expect(design.users.map((u) => u.name)).toContain('Бета');
  });

  it('is for clients only', async () => {
    expect((await get(ctx.app, '/api/contractors', contractor.token)).status).toBe(403);
  });
});

describe('GET /api/projects', () => {
  let owner: Actor;
  const mine = (query = '') =>
    list<'projects', Project>('projects', `/api/projects${query}`, owner.token);

  beforeAll(async () => {
    owner = await newClient(ctx);
    const add = (name: string, address: string, status: string, minutesAgo: number) =>
      db()
        .insert(projects)
        .values({
          ownerId: owner.id,
          name,
          address,
          status,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        });
    await add('Жилой дом', 'г. Казань, ул. Баумана, 1', 'in_process', 1);
    await add('Офисный центр', 'г. Москва, ул. Арбат, 2', 'approved', 2);
    await add('Склад', 'г. Казань, ул. Пушкина, 3', 'pending_approval', 3);
    await newProject(ctx, client.id, 'Чужой проект');
  });

  it('answers only the own projects, newest first, paged', async () => {
    const first = await mine('?per_page=2');
    expect(first.meta).toEqual({ total: 3, page: 1, per_page: 2, total_lower_bound: false });
    expect(first.projects.map((p) => p.name)).toEqual(['Жилой дом', 'Офисный центр']);
    expect((await mine('?per_page=2&page=2')).projects.map((p) => p.name)).toEqual(['Склад']);
  });

  it('searches the name, filters by a city in the address and by statuses', async () => {
    expect((await mine('?q=ОФИС')).projects.map((p) => p.name)).toEqual(['Офисный центр']);
    expect((await mine(`?q=${encodeURIComponent('дома')}`)).projects.map((p) => p.name)).toEqual([
      'Жилой дом',
    ]);
    expect(
      (await mine(`?region=${encodeURIComponent('казань')}`)).projects.map((p) => p.name),
    ).toEqual(['Жилой дом', 'Склад']);
    expect((await mine('?statuses=approved,pending_approval')).projects.map((p) => p.name)).toEqual(
      ['Офисный центр', 'Склад'],
    );
  });
});

describe("GET /api/tenders (the client's own)", () => {
  let owner: Actor;
  const mine = (query = '') =>
    list<'tenders', Tender>('tenders', `/api/tenders${query}`, owner.token);

  beforeAll(async () => {
    owner = await newClient(ctx);
    const own = { id: owner.id, projectId: (await newProject(ctx, owner.id)).id };
    for (let i = 0; i < 13; i++) {
      await addTender(`Склад №${i}`, 'г. Пермь', 'construction', 10 + i, undefined, own);
    }
    const house = await addTender('Строительство дома', 'г. Казань', 'design', 1, undefined, own);
    await db()
      .insert(tenderRequests)
      .values({ tenderId: house, contractorId: contractor.id, origin: 'offer', status: 'waiting' });
  });

  it('answers a page of the own tenders only, newest first, each with its requests', async () => {
    const first = await mine();
    expect(first.meta).toEqual({ total: 14, total_lower_bound: false, page: 1, per_page: 12 });
    expect(names(first.tenders).slice(0, 2)).toEqual(['Строительство дома', 'Склад №0']);
    expect(first.tenders[0]!.requests.map((r) => r.user.id)).toEqual([contractor.id]);
    const second = await mine('?page=2');
    expect(names(second.tenders)).toEqual(['Склад №11', 'Склад №12']);
    expect(names([...first.tenders, ...second.tenders])).not.toContain('Проектирование офиса');
  });

  it('searches the name in any case and in other Russian word forms', async () => {
    expect(names((await mine(`?q=${encodeURIComponent('ДОМОВ')}`)).tenders)).toEqual([
      'Строительство дома',
    ]);
    expect((await mine(`?q=${encodeURIComponent('№1')}`)).meta.total).toBe(4);
  });

  it('refuses a bad page with 400 naming it, and contractors with 403', async () => {
    const res = await get(ctx.app, '/api/tenders?per_page=101', owner.token);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('per_page');
    expect((await get(ctx.app, '/api/tenders', contractor.token)).status).toBe(403);
  });
});

describe('GET /api/request', () => {
  type RequestPage = Answer<'requests', TenderRequest> & { counts: Record<string, number> };
  let owner: Actor;
  let seller: Actor;
  let house: number;
  let shed: number;
  const requests = async (actor: Actor, query = '') =>
    (await list('requests', `/api/request${query}`, actor.token)) as RequestPage;
  const statuses = (page: RequestPage) => page.requests.map((r) => r.status.code);

  beforeAll(async () => {
    owner = await newClient(ctx);
    seller = await newContractor(ctx);
    const own = { id: owner.id, projectId: (await newProject(ctx, owner.id)).id };
    house = await addTender('Дом', 'г. Казань', 'construction', 1, undefined, own);
    shed = await addTender('Сарай', 'г. Казань', 'construction', 2, undefined, own);
    const others = await Promise.all([1, 2, 3, 4].map(() => newContractor(ctx)));
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await db()
      .insert(tenderRequests)
      .values([
        { tenderId: house, contractorId: seller.id, origin: 'offer', status: 'accepted' },
        ...(
          [
            ['waiting', true, 5],
            ['offered', false, 4],
            ['accepted_by_contractor', true, 30],
            ['rejected', false, 3],
          ] as const
        ).map(([status, newForClient, minutesAgo], i) => ({
          tenderId: house,
          contractorId: others[i]!.id,
          origin:
            status === 'offered' || status === 'accepted_by_contractor' ? 'invitation' : 'offer',
          status,
          newForClient,
          updatedAt: at(minutesAgo),
        })),
        {
          tenderId: shed,
          contractorId: seller.id,
          origin: 'invitation',
          status: 'declined',
          newForContractor: true,
        },
      ]);
  });

  it("counts a client's requests by each of its filters, of all its tenders or one", async () => {
    const all = await requests(owner);
    expect(all.counts).toEqual({ all: 6, waiting: 2, responded: 1, accepted: 1, declined: 1 });
    expect(all.meta).toEqual({ total: 6, total_lower_bound: false, page: 1, per_page: 12 });
    const ofHouse = await requests(owner, `?tender_id=${house}`);
    expect(ofHouse.counts).toEqual({ all: 5, waiting: 2, responded: 1, accepted: 1, declined: 1 });
    expect(ofHouse.requests.every((r) => r.tender.id === house)).toBe(true);
  });

  it('keeps a filter, puts the new answers first, then the latest changed, and pages', async () => {
    // The unseen answer is older than the rest, yet heads the list (the dashboard's 'Новые').
    expect(statuses(await requests(owner, `?tender_id=${house}`))).toEqual([
      'accepted_by_contractor',
      'accepted',
      'rejected',
      'offered',
      'waiting',
    ]);
    const waiting = await requests(owner, `?tender_id=${house}&status=waiting`);
    expect(statuses(waiting)).toEqual(['offered', 'waiting']);
    expect(waiting.meta.total).toBe(2);
    const second = await requests(owner, `?tender_id=${house}&per_page=2&page=2`);
    expect(statuses(second)).toEqual(['rejected', 'offered']);
    expect(second.meta).toEqual({ total: 5, total_lower_bound: false, page: 2, per_page: 2 });
  });

  it("gives a contractor its own requests by its side's filters", async () => {
    const own = await requests(seller);
    expect(own.counts).toEqual({ all: 2, new: 1, in_work: 1, refused: 1 });
    expect(statuses(await requests(seller, '?status=new'))).toEqual(['declined']);
    expect(statuses(await requests(seller, '?status=in_work'))).toEqual(['accepted']);
    expect((await requests(contractor, `?tender_id=${house}`)).meta.total).toBe(0);
  });

  it("never lists another client's requests", async () => {
    expect((await requests(client, `?tender_id=${house}`)).counts.all).toBe(0);
  });

  it("refuses the other side's filter, an unknown one and a bad tender id with 400", async () => {
    for (const [actor, query, field] of [
      [seller, '?status=waiting', 'status'],
      [owner, '?status=new', 'status'],
      [owner, '?status=anything', 'status'],
      [owner, '?tender_id=abc', 'tender_id'],
    ] as const) {
      const res = await get(ctx.app, `/api/request${query}`, actor.token);
      expect(res.status, query).toBe(400);
      expect(res.body.fields, query).toHaveProperty(field);
    }
  });
});

describe('the size of a list page', () => {
  /** The statements one call runs, and the most parameters any of them takes. */
  async function measure(url: string, token: string) {
    statements.length = 0;
    const res = await get(ctx.app, url, token);
    expect(res.status).toBe(200);
    return {
      count: statements.length,
      params: Math.max(...statements.map((s) => s.params.length)),
    };
  }

  it('answers a page of every card list by the session lookup and one statement, whatever its size', async () => {
    for (const [path, token] of [
      ['/api/tenders/list', () => contractor.token],
      ['/api/tenders/list?q=дом&region=Казань&types=design', () => contractor.token],
      ['/api/contractors', () => client.token],
      ['/api/contractors?q=строй&types=design', () => client.token],
      ['/api/tenders', () => client.token],
      ['/api/request', () => client.token],
      ['/api/request?status=new', () => contractor.token],
      ['/api/user/notifications', () => client.token],
    ] as const) {
      const glue = path.includes('?') ? '&' : '?';
      for (const size of [1, 100]) {
        const { count, params } = await measure(`${path}${glue}per_page=${size}`, token());
        expect(count, path).toBe(2);
        expect(params, path).toBeLessThanOrEqual(8);
      }
    }
  });

  it('runs the same few statements for 1 or 100 projects, none with more parameters than a page', async () => {
    const small = await measure('/api/projects?per_page=1', client.token);
    const full = await measure('/api/projects?per_page=100', client.token);
    // A page that is not full tells its total without a count: one statement fewer.
    expect(full.count).toBeLessThanOrEqual(small.count);
    expect(full.count).toBeGreaterThanOrEqual(small.count - 1);
    expect(full.count).toBeLessThanOrEqual(4);
    expect(full.params).toBeLessThanOrEqual(2 * 100 + 10);
  });
});
