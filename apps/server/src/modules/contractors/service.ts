import {
  type CompanyRegistry,
  type Contractor,
  type ContractorAnswers,
  type ContractorDetail,
  type ContractorListQuery,
  MSG_TENDERS,
  type RatingBrief,
  WORK_TYPES,
  type WorkType,
  orderedScope,
} from '@podryad/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { RunStatement } from '../../db/statements';
import { cases, contractorProfiles, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { caseAnswers } from '../cases/service';
import { contractorProfileDto } from '../profile/service';
import { membershipsOf } from '../sro/service';
import { contactsSharedSql } from '../consents/sql';
import { registrySql } from '../registry/facts-sql';
import { ratingBriefSql } from '../reviews/sql';
import { answersSql } from './answer-stats';
import { contractorList, ownContractorCard } from './cards';
import { ownNote, removeNote, saveNote } from './notes';

/**
 * The contractor as `viewerId` reads it: its phone, e-mail and links only when it consents to
 * their distribution or is the viewer itself (empty phone and e-mail, null links otherwise).
 */
const contractorDto = (
  row: {
    user: typeof users.$inferSelect;
    profile: typeof contractorProfiles.$inferSelect;
    registry: CompanyRegistry;
    answers: ContractorAnswers | null;
    shared: boolean;
  },
  viewerId: number | null,
): Contractor => {
  const shown = row.shared || row.user.id === viewerId;
  const profile = contractorProfileDto(row.profile);
  return {
    id: row.user.id,
    name: row.profile.shortName,
    // A deleted account has neither (its company stays on the records others rely on).
    phone: shown ? (row.user.phone ?? '') : '',
    email: shown ? (row.user.email ?? '') : '',
    profile: shown ? profile : { ...profile, vk: null, telegram: null, whatsapp: null },
    work_types: row.profile.typeOfWorks.filter((t): t is WorkType =>
      (WORK_TYPES as readonly string[]).includes(t),
    ),
    participates_in_tenders: row.profile.participatesInTenders,
    registry: row.registry,
    answers: row.answers,
  };
};

/** The contractor directory and each contractor's page with its portfolio, as clients see them. */
export class ContractorService {
  constructor(
    private readonly db: Db,
    private readonly run: RunStatement,
  ) {}

  private query() {
    return this.db
      .select({
        user: users,
        profile: contractorProfiles,
        // The stored check, as the directory's cards carry it.
        registry: sql<CompanyRegistry>`${sql.raw(registrySql('"contractor_profiles"."inn"'))}`,
        answers: sql<ContractorAnswers | null>`${sql.raw(answersSql('"users"."id"'))}`,
        rating: sql<RatingBrief | null>`${sql.raw(ratingBriefSql('"users"."id"'))}`,
        shared: sql<boolean>`${sql.raw(contactsSharedSql('"users"."id"'))}`,
      })
      .from(users)
      .innerJoin(contractorProfiles, eq(contractorProfiles.userId, users.id));
  }

  /**
   * GET /contractors: one page of the directory as cards, each with the caller's own note, as the
   * JSON text of the answer.
   */
  list(query: ContractorListQuery, callerId: number) {
    return contractorList(this.run, query, callerId);
  }

  /** GET /contractors/{id}: the contractor, its cases and the caller's own note. */
  async get(id: number, callerId: number): Promise<ContractorDetail> {
    const [page, note] = await Promise.all([
      this.page(id, callerId),
      ownNote(this.db, callerId, id),
    ]);
    return { ...page, my_note: note };
  }

  /**
   * GET /user/profile/card: the contractor's own directory card and page, exactly as clients see
   * them but with no client's note.
   */
  async own(id: number) {
    const [card, page] = await Promise.all([ownContractorCard(this.run, id), this.page(id, null)]);
    if (!card) throw notFound(MSG_TENDERS.contractorNotFound);
    return { card, contractor: { ...page, my_note: null } };
  }

  /**
   * The contractor's page as `viewerId` reads it: its cases and СРО memberships (no note); none of
   * a closed or deleted account.
   */
  private async page(
    id: number,
    viewerId: number | null,
  ): Promise<Omit<ContractorDetail, 'my_note'>> {
    const [row] = await this.query()
      .where(and(eq(users.id, id), eq(users.type, 'contractor'), isNull(users.closedAt)))
      .limit(1);
    if (!row) throw notFound(MSG_TENDERS.contractorNotFound);
    const [caseRows, memberships] = await Promise.all([
      this.db
        .select()
        .from(cases)
        .where(eq(cases.ownerId, id))
        .orderBy(desc(cases.createdAt), desc(cases.id)),
      membershipsOf(this.db, id),
    ]);
    return {
      ...contractorDto(row, viewerId),
      rating: row.rating,
      cases: await caseAnswers(this.db, caseRows),
      sro_memberships: memberships,
      invitation_scope: orderedScope({
        work_types: row.profile.invitationWorkTypes as WorkType[],
        cities: row.profile.invitationCities,
      }),
    };
  }

  saveNote(callerId: number, contractorId: number, body: Parameters<typeof saveNote>[3]) {
    return saveNote(this.db, callerId, contractorId, body);
  }

  removeNote(callerId: number, contractorId: number) {
    return removeNote(this.db, callerId, contractorId);
  }
}
