import {
  CONSENT_DOCUMENTS,
  type ConsentDocument,
  type ConsentGiven,
  LEGAL_DOCUMENTS,
  LEGAL_TITLES,
  type LegalDocumentsAnswer,
  MSG_CONSENTS,
  type UserConsentsAnswer,
  legalPath,
  requiredConsents,
} from '@podryad/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect';
import { type RegistrationConsent, consents } from '../../db/schema';
import { conflict, unprocessable } from '../../http/errors';
import type { RequestOrigin } from '../../http/origin';
import { currentVersions } from './versions';

/** Where a consent was given from: the device's address and its browser. */
export type ConsentSource = RequestOrigin;

/** Refuses a consent to a version of its text that is no longer current (422). */
export function checkCurrent(list: readonly ConsentGiven[]) {
  if (list.some((c) => c.version !== currentVersions[c.document])) {
    throw unprocessable(MSG_CONSENTS.staleVersion);
  }
}

/** The consents of a registration's phone step as the registration keeps them until finalize. */
export function registrationConsents(
  list: readonly ConsentGiven[],
  source: ConsentSource,
  at: Date,
): RegistrationConsent[] {
  checkCurrent(list);
  return list.map((c) => ({
    document: c.document,
    version: c.version,
    givenAt: at.toISOString(),
    ip: source.ip,
    userAgent: source.userAgent,
  }));
}

/** Writes a finished registration's consents as the new user's, with their own time and address. */
export async function recordRegistrationConsents(
  tx: Tx,
  userId: number,
  list: readonly RegistrationConsent[],
) {
  const known = list.filter((c): c is RegistrationConsent & { document: ConsentDocument } =>
    (CONSENT_DOCUMENTS as readonly string[]).includes(c.document),
  );
  if (known.length === 0) return;
  await tx.insert(consents).values(
    known.map((c) => ({
      userId,
      document: c.document,
      version: c.version,
      givenAt: new Date(c.givenAt),
      ip: c.ip,
      userAgent: c.userAgent,
    })),
  );
}

/** Writes a consent as given now (the demo's seed and the cabinet's call). */
export async function recordConsent(
  tx: Tx,
  userId: number,
  consent: ConsentGiven,
  source: ConsentSource,
  at: Date,
) {
  await tx.insert(consents).values({
    userId,
    document: consent.document,
    version: consent.version,
    givenAt: at,
    ip: source.ip,
    userAgent: source.userAgent,
  });
}

/** The legal documents with their current versions, and each user's consents to them. */
export class ConsentService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET /legal/documents. */
  documents(): LegalDocumentsAnswer {
    return {
      documents: LEGAL_DOCUMENTS.map((document) => ({
        document,
        title: LEGAL_TITLES[document],
        version: currentVersions[document],
        path: legalPath(document),
      })),
    };
  }

  /** GET /user/consents: the latest row of each document, and what must be accepted anew. */
  async states(userId: number, tx: Tx = this.db): Promise<UserConsentsAnswer> {
    const rows = await tx
      .selectDistinctOn([consents.document], {
        document: consents.document,
        version: consents.version,
        givenAt: consents.givenAt,
        withdrawnAt: consents.withdrawnAt,
      })
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(consents.document, desc(consents.givenAt), desc(consents.id));
    const states = CONSENT_DOCUMENTS.map((document) => {
      const row = rows.find((r) => r.document === document);
      return {
        document,
        title: LEGAL_TITLES[document],
        current_version: currentVersions[document],
        version: row?.version ?? null,
        given_at: row?.givenAt.toISOString() ?? null,
        withdrawn_at: row?.withdrawnAt?.toISOString() ?? null,
        active: Boolean(row && !row.withdrawnAt),
      };
    });
    return { consents: states, required: requiredConsents(states, currentVersions) };
  }

  /**
   * POST /user/consents: the consent to the current version of a document. One standing at that
   * version already is kept as it was (the call may be repeated).
   */
  async give(
    userId: number,
    consent: ConsentGiven,
    source: ConsentSource,
  ): Promise<UserConsentsAnswer> {
    checkCurrent([consent]);
    return this.db.transaction(async (tx) => {
      const [standing] = await tx
        .select({ version: consents.version })
        .from(consents)
        .where(
          and(
            eq(consents.userId, userId),
            eq(consents.document, consent.document),
            isNull(consents.withdrawnAt),
          ),
        )
        .orderBy(desc(consents.givenAt), desc(consents.id))
        .limit(1);
      if (standing?.version !== consent.version) {
        await recordConsent(tx, userId, consent, source, this.now());
      }
      return this.states(userId, tx);
    });
  }

  /**
   * DELETE /user/consents/{document}: withdraws the consent to distribution; the page's contacts
   * are hidden from other users from then on. The consent to processing is withdrawn only by
   * deleting the account (409).
   */
  async withdraw(userId: number, document: ConsentDocument): Promise<UserConsentsAnswer> {
    if (document === 'processing') throw conflict(MSG_CONSENTS.processingWithdraw);
    await this.db
      .update(consents)
      .set({ withdrawnAt: this.now() })
      .where(
        and(
          eq(consents.userId, userId),
          eq(consents.document, document),
          isNull(consents.withdrawnAt),
        ),
      );
    return this.states(userId);
  }
}
