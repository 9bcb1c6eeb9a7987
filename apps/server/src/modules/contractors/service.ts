import {
  type Contractor,
  type ContractorDetail,
  type ContractorListQuery,
  MSG_TENDERS,
  WORK_TYPES,
  type WorkType,
} from '@podryad/domain';
import { and, arrayOverlaps, asc, desc, eq, ne } from 'drizzle-orm';
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
    const regions = await this.db
      .selectDistinct({ region: p.region })
      .from(p)
      .where(ne(p.region, ''))
      .orderBy(asc(p.region));
    return {
      users: rows.map(contractorDto),
      meta,
      regions: regions.map((r) => r.region),
    };
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
