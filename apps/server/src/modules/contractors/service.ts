import {
  type Contractor,
  type ContractorDetail,
  type ContractorListQuery,
  MSG_TENDERS,
  WORK_TYPES,
  type WorkType,
} from '@podryad/domain';
import { and, arrayOverlaps, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { paged, textSearch } from '../../db/search';
import { cases, contractorProfiles, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { caseDto } from '../cases/service';
import { contractorProfileDto } from '../profile/service';

const contractorDto = (row: {
  user: typeof users.$inferSelect;
  profile: typeof contractorProfiles.$inferSelect;
}): Contractor => ({
  id: row.user.id,
  name: row.profile.shortName,
  phone: row.user.phone,
  email: row.user.email,
  profile: contractorProfileDto(row.profile),
  work_types: row.profile.typeOfWorks.filter((t): t is WorkType =>
    (WORK_TYPES as readonly string[]).includes(t),
  ),
  participates_in_tenders: row.profile.participatesInTenders,
});

/** The contractor directory and portfolios as clients see them (spec 000 §2, §7). */
export class ContractorService {
  constructor(private readonly db: Db) {}

  private query() {
    return this.db
      .select({ user: users, profile: contractorProfiles })
      .from(users)
      .innerJoin(contractorProfiles, eq(contractorProfiles.userId, users.id));
  }

  /** Every contractor with a profile, by company name. */
  /**
   * One page of the directory by short name, searched and filtered by `query`, with the regions
   * any contractor works in (the filter's choices): three statements whatever the page.
   */
  async list(query: ContractorListQuery) {
    const p = contractorProfiles;
    const where = and(
      query.q ? textSearch([p.shortName, p.fullLegalName], p.search, query.q) : undefined,
      query.region ? eq(p.region, query.region) : undefined,
      query.types.length > 0 ? arrayOverlaps(p.typeOfWorks, query.types) : undefined,
    );
    const { rows, meta } = await paged(this.db, query, p, where, (limit, offset) =>
      this.query()
        .where(where)
        .orderBy(asc(p.shortName), asc(p.userId))
        .limit(limit)
        .offset(offset),
    );
    return { users: rows.map(contractorDto), meta, regions: await this.regions() };
  }

  /**
   * Every region some contractor works in, in order: a loose index scan of
   * contractor_profiles_region_idx — one probe for the next region after the last, about fifty in
   * all — instead of a DISTINCT that reads all 10,000 entries of the index (0.3 ms against 1.5).
   */
  private async regions(): Promise<string[]> {
    const p = contractorProfiles;
    const result = (await this.db.execute(sql`
      with recursive found(region) as (
        select min(${p.region}) from ${p} where ${p.region} > ''
        union all
        select (select min(${p.region}) from ${p} where ${p.region} > found.region)
        from found where found.region is not null
      )
      select region from found where region is not null`)) as unknown as {
      rows: { region: string }[];
    };
    return result.rows.map((r) => r.region);
  }

  async get(id: number): Promise<ContractorDetail> {
    const [row] = await this.query()
      .where(and(eq(users.id, id), eq(users.type, 'contractor')))
      .limit(1);
    if (!row) throw notFound(MSG_TENDERS.contractorNotFound);
    const caseRows = await this.db
      .select()
      .from(cases)
      .where(eq(cases.ownerId, id))
      .orderBy(desc(cases.createdAt), desc(cases.id));
    return { ...contractorDto(row), cases: caseRows.map(caseDto) };
  }
}
