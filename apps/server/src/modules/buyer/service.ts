import { type Buyer, MSG, type buyerBody } from '@podryad/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/connect';
import { clientProfiles } from '../../db/schema';
import { conflict } from '../../http/errors';
import { queueCompanyCheck } from '../registry/queue';
import { buyerSql } from './sql';

/*
 * Whom a client buys for: itself, or a company by name and INN, stated in its cabinet. A company's
 * INN is queued for the register's check with the save that names it; contractors read the buyer
 * of a tender's client through `buyersOf`.
 */

const BUYER = sql<Buyer>`${sql.raw(buyerSql('"client_profiles"'))}`;

/** The buyer of each of these clients, as answers carry it (one statement); absent: no profile. */
export async function buyersOf(tx: Tx, clientIds: number[]) {
  if (clientIds.length === 0) return new Map<number, Buyer>();
  const rows = await tx
    .select({ userId: clientProfiles.userId, buyer: BUYER })
    .from(clientProfiles)
    .where(inArray(clientProfiles.userId, [...new Set(clientIds)]));
  return new Map(rows.map((r) => [r.userId, r.buyer ?? null]));
}

export class BuyerService {
  constructor(private readonly db: Db) {}

  /** GET /user/profile/buyer: the client's own buyer; null while not stated. */
  async get(clientId: number): Promise<Buyer> {
    return (await buyersOf(this.db, [clientId])).get(clientId) ?? null;
  }

  /**
   * PUT /user/profile/buyer: the buyer sent replaces the stored one. A company's INN is queued for
   * the register's check in the same transaction (an INN queued or checked before keeps its check).
   */
  async save(clientId: number, body: z.output<typeof buyerBody>): Promise<Buyer> {
    return this.db.transaction(async (tx) => {
      const company = body.kind === 'company' ? body : null;
      const [row] = await tx
        .update(clientProfiles)
        .set({
          buyerKind: body.kind,
          buyerName: company?.name ?? null,
          buyerInn: company?.inn ?? null,
          updatedAt: new Date(),
        })
        .where(eq(clientProfiles.userId, clientId))
        .returning({ userId: clientProfiles.userId });
      if (!row) throw conflict(MSG.profileMissing);
      if (company) await queueCompanyCheck(tx, company.inn);
      return (await buyersOf(tx, [clientId])).get(clientId) ?? null;
    });
  }
}
