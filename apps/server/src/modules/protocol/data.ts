import {
  DEAL_STATUS_LABELS,
  type DealStatus,
  MSG_PROTOCOL,
  MSG_TENDERS,
  OUTCOME_REASON_LABELS,
  type OutcomeReason,
  REQUEST_STATUS_LABELS,
  type RequestStatus,
  TENDER_STATUS_LABELS,
  TRAIL_EVENT_LABELS,
  type TenderStatus,
  type TrailEvent,
  type VatMode,
  WITHDRAWN_TENDER_STATUS,
  addendumSummary,
  anonymousParticipant,
  partyName,
  priceBreakdown,
} from '@podryad/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect';
import {
  clientProfiles,
  contractorProfiles,
  offerRevisions,
  tenderEvents,
  tenderQuestions,
  tenderRequests,
  tenders,
  deals,
} from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { AuthUser } from '../auth/sessions';
import { isOpen } from '../tenders/access';
import { addendaOf } from '../tenders/addenda';
import { sealedNow } from '../tenders/sealed';
import { rebidRunning } from '../tenders/rebid';

const base = alias(offerRevisions, 'base');

/*
 * What a selection protocol says, gathered for one reader: the client reads every company by
 * name; a participant reads its own name and the others as 'Участник N', numbered for everyone
 * alike in the order they joined the tender.
 */

/** The steps of the tender the protocol lists (views, downloads and questions are the trail's). */
const STEPS: readonly TrailEvent[] = [
  'published',
  'edited',
  'addendum',
  'invited',
  'will_bid',
  'invitation_accepted',
  'declined',
  'offer_sent',
  'offer_revised',
  'offer_confirmed',
  'offer_rejected',
  'executor_chosen',
  'closed_without_choice',
  'offers_opened',
  'rebid_announced',
  'rebid_price_sent',
  'rebid_closed',
];
/** The most steps a protocol lists: a tender with more shows its first ones. */
const STEPS_MAX = 1_000;

export type ProtocolParticipant = {
  number: number;
  name: string;
  how: string;
  status: string;
  priceWithVat: number | null;
  priceWithoutVat: number | null;
  durationDays: number | null;
  chosen: boolean;
  /** Its part in the переторжка round: the price with НДС before it and whether it lowered it. */
  rebid: { beforeWithVat: number; lowered: boolean | null } | null;
};

export type ProtocolData = {
  tenderName: string;
  clientName: string;
  address: string;
  publishedAt: Date;
  deadline: Date | null;
  /** Sealed offers, and when they opened (null: not yet, the deadline still ahead). */
  sealed: boolean;
  openedAt: Date | null;
  /** The переторжка round, when one was announced. */
  rebid: { announcedAt: Date; deadline: Date } | null;
  outcome: { status: string; at: Date; reason: string; comment: string | null };
  changes: { at: Date; details: string }[];
  /** The questions answered for every participant, oldest first; who asked is never named. */
  clarifications: { question: string; answer: string; answeredAt: Date }[];
  participants: ProtocolParticipant[];
  steps: { at: Date; event: string; who: string }[];
  /**
   * The deal after the choice, as it stands when the protocol is downloaded: its state for every
   * reader; its contract's number and date for its two parties only.
   */
  deal: { status: string; contract: string | null } | null;
};

export async function protocolData(
  db: Db,
  viewer: AuthUser,
  tenderId: number,
): Promise<ProtocolData> {
  const [tender] = await db.select().from(tenders).where(eq(tenders.id, tenderId));
  const requests = tender
    ? await db
        .select({
          contractorId: tenderRequests.contractorId,
          origin: tenderRequests.origin,
          status: tenderRequests.status,
          name: contractorProfiles.shortName,
          price: offerRevisions.priceKopecks,
          vat: offerRevisions.vat,
          vatRate: offerRevisions.vatRate,
          durationDays: offerRevisions.durationDays,
          revision: tenderRequests.revision,
          rebidBase: tenderRequests.rebidBase,
          basePrice: base.priceKopecks,
        })
        .from(tenderRequests)
        .innerJoin(contractorProfiles, eq(contractorProfiles.userId, tenderRequests.contractorId))
        .leftJoin(
          offerRevisions,
          and(
            eq(offerRevisions.requestId, tenderRequests.id),
            eq(offerRevisions.number, tenderRequests.revision),
          ),
        )
        .leftJoin(
          base,
          and(eq(base.requestId, tenderRequests.id), eq(base.number, tenderRequests.rebidBase)),
        )
        .where(eq(tenderRequests.tenderId, tenderId))
        .orderBy(asc(tenderRequests.createdAt), asc(tenderRequests.id))
    : [];
  // A withdrawn tender is gone for its client; it has no outcome to report to its contractors.
  const withdrawn = tender?.status === WITHDRAWN_TENDER_STATUS;
  const mine =
    tender &&
    (viewer.type === 'client'
      ? tender.ownerId === viewer.id && !withdrawn
      : requests.some((r) => r.contractorId === viewer.id));
  if (!tender || !mine) throw notFound(MSG_TENDERS.tenderNotFound);
  if (withdrawn) throw conflict(MSG_TENDERS.tenderWithdrawn);
  if (isOpen(tender) || !tender.outcomeAt) throw conflict(MSG_PROTOCOL.notYet);

  const numberOf = new Map(requests.map((r, i) => [r.contractorId, i + 1]));
  // A tender ended before the deadline of its sealed offers keeps them sealed until then: each
  // reader sees its own offer's terms only.
  const sealed = sealedNow(tender);
  const priceShown = (contractorId: number) => !sealed || contractorId === viewer.id;
  // A round still running (the tender closed during it) shows the others' prices before it.
  const roundRunning = rebidRunning(tender);
  const withVat = (price: number, vat: string | null, vatRate: number | null) =>
    priceBreakdown({ price_kopecks: price, vat: vat as VatMode, vat_rate: vatRate });
  const shown = (contractorId: number, name: string) =>
    viewer.type === 'client' || contractorId === viewer.id
      ? name
      : anonymousParticipant(numberOf.get(contractorId) ?? 0);
  const [client] = await db
    .select({ name: clientProfiles.name, surname: clientProfiles.surname })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, tender.ownerId));
  const events = await db
    .select({
      at: tenderEvents.createdAt,
      event: tenderEvents.event,
      actorId: tenderEvents.actorId,
      contractorId: tenderEvents.contractorId,
      details: tenderEvents.details,
    })
    .from(tenderEvents)
    .where(and(eq(tenderEvents.tenderId, tenderId), inArray(tenderEvents.event, [...STEPS])))
    .orderBy(asc(tenderEvents.id))
    .limit(STEPS_MAX);
  const nameOf = new Map(requests.map((r) => [r.contractorId, r.name]));
  const clientName = partyName(
    client && {
      name: client.name,
      profile: { short_name: null, full_legal_name: null, ...client },
    },
  );

  const [deal] = await db.select().from(deals).where(eq(deals.tenderId, tenderId)).limit(1);
  const party = deal && (deal.clientId === viewer.id || deal.contractorId === viewer.id);

  return {
    deal: deal
      ? {
          status: DEAL_STATUS_LABELS[deal.status as DealStatus],
          contract:
            party && deal.contractNumber
              ? `${MSG_PROTOCOL.contractNumber} ${deal.contractNumber} ${MSG_PROTOCOL.contractFrom} ${deal.contractDate}`
              : null,
        }
      : null,
    tenderName: tender.name,
    clientName,
    address: tender.address,
    publishedAt: tender.createdAt,
    deadline: tender.offersDeadline,
    sealed: tender.sealed,
    openedAt: tender.sealed && !sealed ? (tender.offersOpenedAt ?? tender.offersDeadline) : null,
    rebid:
      tender.rebidAnnouncedAt && tender.rebidDeadline
        ? { announcedAt: tender.rebidAnnouncedAt, deadline: tender.rebidDeadline }
        : null,
    outcome: {
      status: TENDER_STATUS_LABELS[tender.status as TenderStatus],
      at: tender.outcomeAt,
      reason: OUTCOME_REASON_LABELS[(tender.outcomeReason ?? 'other') as OutcomeReason],
      comment: tender.outcomeComment,
    },
    // The addenda, each with its note and what it changed (bounded by ADDENDA_MAX).
    changes:
      (await addendaOf(db, [tender])).get(tender.id)?.map((a) => ({
        at: new Date(a.at),
        details: addendumSummary(a),
      })) ?? [],
    clarifications: await publishedClarifications(db, tenderId),
    participants: requests.map((r, i) => {
      const own = r.contractorId === viewer.id;
      const inRound = r.rebidBase !== null && r.basePrice !== null;
      const hideRound = inRound && roundRunning && !own;
      const price = hideRound ? r.basePrice : r.price;
      const prices =
        priceShown(r.contractorId) && price !== null && r.vat !== null
          ? withVat(price, r.vat, r.vatRate)
          : null;
      return {
        number: i + 1,
        name: shown(r.contractorId, r.name),
        how: r.origin === 'invitation' ? MSG_PROTOCOL.invited : MSG_PROTOCOL.offered,
        status: REQUEST_STATUS_LABELS[r.status as RequestStatus],
        priceWithVat: prices?.price_with_vat_kopecks ?? null,
        priceWithoutVat: prices?.price_without_vat_kopecks ?? null,
        durationDays: priceShown(r.contractorId) ? r.durationDays : null,
        chosen: r.status === 'accepted',
        rebid:
          inRound && priceShown(r.contractorId)
            ? {
                beforeWithVat: withVat(r.basePrice!, r.vat, r.vatRate).price_with_vat_kopecks,
                lowered: hideRound ? null : r.revision > r.rebidBase!,
              }
            : null,
      };
    }),
    steps: events.map((e) => ({
      at: e.at,
      event: TRAIL_EVENT_LABELS[e.event as TrailEvent],
      who:
        e.contractorId === null
          ? clientName
          : shown(e.contractorId, nameOf.get(e.contractorId) ?? ''),
    })),
  };
}

/** The tender's questions answered for all, oldest first, without their askers (bounded). */
async function publishedClarifications(db: Db, tenderId: number) {
  const rows = await db
    .select({
      question: tenderQuestions.question,
      answer: tenderQuestions.answer,
      answeredAt: tenderQuestions.answeredAt,
    })
    .from(tenderQuestions)
    .where(
      and(
        eq(tenderQuestions.tenderId, tenderId),
        eq(tenderQuestions.scope, 'all'),
        isNotNull(tenderQuestions.answer),
      ),
    )
    .orderBy(asc(tenderQuestions.id))
    .limit(STEPS_MAX);
  return rows.map((r) => ({ question: r.question, answer: r.answer!, answeredAt: r.answeredAt! }));
}
