import {
  type Case,
  type Contractor,
  type ContractorDetail,
  MSG_TENDERS,
  WORK_TYPES,
  type WorkType,
} from '@podryad/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { cases, contractorProfiles, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { contractorProfileDto } from '../profile/service';

type CaseRow = typeof cases.$inferSelect;

export const caseDto = (c: CaseRow): Case => ({
  id: c.id,
  user_id: c.ownerId,
  project_name: c.projectName,
  services: c.services,
  start_date: c.startDate,
  end_date: c.endDate,
  address: c.address,
  latitude: c.latitude,
  longitude: c.longitude,
  description: c.description,
  cover: c.cover,
  cover_url: c.cover,
  image: c.cover,
  images: c.images,
  created_at: c.createdAt.toISOString(),
});

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

  /** A case: clients read any; a contractor only its own (others answer 404). */
  async getCase(viewer: AuthUser, id: number): Promise<Case> {
    const [row] = await this.db.select().from(cases).where(eq(cases.id, id)).limit(1);
    if (!row || (viewer.type === 'contractor' && row.ownerId !== viewer.id)) {
      throw notFound(MSG_TENDERS.caseNotFound);
    }
    return caseDto(row);
  }
}
