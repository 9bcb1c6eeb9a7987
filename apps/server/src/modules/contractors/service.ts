import {
  type Contractor,
  type ContractorDetail,
  MSG_TENDERS,
  WORK_TYPES,
  type WorkType,
} from '@podryad/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
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
  async list(): Promise<Contractor[]> {
    const rows = await this.query()
      .where(eq(users.type, 'contractor'))
      .orderBy(asc(contractorProfiles.shortName), asc(users.id));
    return rows.map(contractorDto);
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
