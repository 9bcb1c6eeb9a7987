import {
  ACTIVE_OFFER_STATUSES,
  AWAITING_STATUSES,
  COMPARISON_MAX,
  type ComparisonAnswer,
  type ComparisonQuery,
  MSG_TENDERS,
  TENDER_STATUS_LABELS,
  type TenderStatus,
  offerTermsView,
  participationOf,
} from '@podryad/domain';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  contractorProfiles,
  offerRevisions,
  tenderRequests,
  tenders,
  users,
} from '../../db/schema';
import type { AuthUser } from '../auth/sessions';
import { notFound } from '../../http/errors';
import type { FileService } from '../files/service';
import { statusOf } from './answers';
import { activeVersionOf, termsOf } from './offer-revisions';

/**
 * The price with НДС in SQL, as the domain's priceBreakdown computes it (half up), so the order and
 * the lowest price agree with the sums shown.
 */
const priceWithVat = sql<number>`case when ${offerRevisions.vat} = 'without_vat'
  then ${offerRevisions.priceKopecks} + round(${offerRevisions.priceKopecks} * ${offerRevisions.vatRate} / 100.0)
  else ${offerRevisions.priceKopecks} end`;

const SORT_COLUMNS: Record<ComparisonQuery['sort'], SQL> = {
  price: priceWithVat,
  duration: sql`${offerRevisions.durationDays}`,
  valid_until: sql`${offerRevisions.validUntil}`,
  revised_at: sql`${offerRevisions.createdAt}`,
  company: sql`${contractorProfiles.shortName}`,
};

const company = {
  id: users.id,
  name: sql<string>`coalesce(nullif(${contractorProfiles.shortName}, ''), ${contractorProfiles.fullLegalName}, ${users.email})`,
  inn: contractorProfiles.inn,
  region: contractorProfiles.region,
  logo: contractorProfiles.avatar,
};

/** The page of offers, ordered one way: a statement of its own per order. */
function offersStatement(db: Db, query: ComparisonQuery) {
  const by = SORT_COLUMNS[query.sort];
  return (
    db
      .select({
        r: {
          id: tenderRequests.id,
          status: tenderRequests.status,
          comment: tenderRequests.comment,
          documents: tenderRequests.documents,
        },
        revision: offerRevisions,
        company,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        lowest: sql<number | null>`min(${priceWithVat}) over ()`.mapWith(Number),
        shortest: sql<number | null>`min(${offerRevisions.durationDays}) over ()`.mapWith(Number),
      })
      .from(tenderRequests)
      .innerJoin(offerRevisions, activeVersionOf())
      .innerJoin(users, eq(users.id, tenderRequests.contractorId))
      .leftJoin(contractorProfiles, eq(contractorProfiles.userId, users.id))
      .where(
        and(
          eq(tenderRequests.tenderId, sql.placeholder('tenderId')),
          inArray(tenderRequests.status, [...ACTIVE_OFFER_STATUSES]),
        ),
      )
      // Plain offers have no price or duration: they come last in either order.
      .orderBy(
        sql`${by} ${query.order === 'desc' ? sql`desc` : sql`asc`} nulls last`,
        asc(tenderRequests.id),
      )
      .limit(COMPARISON_MAX)
      .prepare(`comparison_by_${query.sort}_${query.order}`)
  );
}

/** The invited contractors of a tender without an offer, newest answers first. */
const awaitingStatement = (db: Db) =>
  db
    .select({
      id: tenderRequests.id,
      status: tenderRequests.status,
      intent: tenderRequests.intent,
      rejectReason: tenderRequests.rejectReason,
      company,
    })
    .from(tenderRequests)
    .innerJoin(users, eq(users.id, tenderRequests.contractorId))
    .leftJoin(contractorProfiles, eq(contractorProfiles.userId, users.id))
    .where(
      and(
        eq(tenderRequests.tenderId, sql.placeholder('tenderId')),
        inArray(tenderRequests.status, [...AWAITING_STATUSES]),
      ),
    )
    .orderBy(desc(tenderRequests.updatedAt), asc(tenderRequests.id))
    .limit(COMPARISON_MAX)
    .prepare('comparison_awaiting');

/** What the comparison shows of its tender, and its owner. */
const tenderStatement = (db: Db) =>
  db
    .select({
      id: tenders.id,
      ownerId: tenders.ownerId,
      name: tenders.name,
      status: tenders.status,
      offersDeadline: tenders.offersDeadline,
    })
    .from(tenders)
    .where(eq(tenders.id, sql.placeholder('tenderId')))
    .limit(1)
    .prepare('comparison_tender');

/**
 * The client's comparison of a tender's standing offers: each offer's active version
 * side by side, sorted in the database, with the lowest price and shortest duration among all of
 * them; and the invitations still without an offer. Named prepared statements: planning these
 * four-table joins costs more than running them on a tender's few dozen rows.
 */
export class ComparisonService {
  private readonly offers = new Map<string, ReturnType<typeof offersStatement>>();
  private readonly awaiting: ReturnType<typeof awaitingStatement>;
  private readonly tender: ReturnType<typeof tenderStatement>;

  constructor(
    private readonly db: Db,
    private readonly files: FileService,
  ) {
    this.awaiting = awaitingStatement(db);
    this.tender = tenderStatement(db);
  }

  private offersBy(query: ComparisonQuery) {
    const key = `${query.sort} ${query.order}`;
    let statement = this.offers.get(key);
    if (!statement) {
      statement = offersStatement(this.db, query);
      this.offers.set(key, statement);
    }
    return statement;
  }

  async compare(
    viewer: AuthUser,
    tenderId: number,
    query: ComparisonQuery,
  ): Promise<ComparisonAnswer> {
    const [tender] = await this.tender.execute({ tenderId });
    if (!tender || tender.ownerId !== viewer.id) throw notFound(MSG_TENDERS.tenderNotFound);
    const [rows, awaiting] = await Promise.all([
      this.offersBy(query).execute({ tenderId: tender.id }),
      this.awaiting.execute({ tenderId: tender.id }),
    ]);
    const infos = await this.files.infos(rows.flatMap(({ r }) => r.documents));
    return {
      tender: {
        id: tender.id,
        tender_name: tender.name,
        status: {
          code: tender.status,
          label: TENDER_STATUS_LABELS[tender.status as TenderStatus],
        },
        offers_deadline: tender.offersDeadline?.toISOString() ?? null,
      },
      offers: rows.map(({ r, revision, company: c, lowest, shortest }) => {
        const terms = termsOf(revision);
        const offer = terms && offerTermsView(terms);
        return {
          request_id: r.id,
          status: statusOf(r.status, viewer),
          contractor: c,
          participation: 'answered',
          revision: revision.number,
          revised_at: revision.createdAt.toISOString(),
          comment: r.comment,
          document_files: r.documents.flatMap((p) => infos.get(p) ?? []),
          offer,
          lowest_price: offer !== null && offer.price_with_vat_kopecks === lowest,
          shortest_duration: offer !== null && offer.duration_days === shortest,
        };
      }),
      total: rows[0]?.total ?? 0,
      awaiting: awaiting.map((a) => ({
        request_id: a.id,
        contractor: a.company,
        participation: participationOf({
          status: { code: a.status },
          intent: a.intent === 'will_bid' ? 'will_bid' : null,
        }),
        reject_reason: a.rejectReason,
      })),
    };
  }
}
