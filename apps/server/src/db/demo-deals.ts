import { DEAL_TRANSITIONS, type DealTransition, type DealTransitionName } from '@podryad/domain';
import { eq } from 'drizzle-orm';
import type { Storage } from '../delivery/storage';
import { makeDeal, DealService } from '../modules/deals/service';
import { dealFileReferences } from '../modules/deals/file-references';
import { FileService } from '../modules/files/service';
import type { Tx } from './connect';
import { deals } from './schema';

/*
 * The demo's deals: made at the choice as the choice makes them (makeDeal), then moved by the
 * deals module's own steps, so each status, notice and trail entry is the real one.
 */

/** How far a demo deal went: the contract awaiting the contractor, overdue work, or accepted. */
export type DemoDealStory = 'awaiting_confirmation' | 'overdue' | 'accepted';

export type ChosenDemoTender = {
  tender: { id: number; ownerId: number; name: string };
  request: { id: number; contractorId: number; revision: number };
  /** When the executor was chosen. */
  chosenAt: Date;
  story: DemoDealStory;
};

const DAY = 24 * 3600 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The steps of each story, in order; each is made by the side DEAL_TRANSITIONS names. */
const STEPS: Record<DemoDealStory, DealTransitionName[]> = {
  awaiting_confirmation: ['contract'],
  overdue: ['contract', 'confirm'],
  accepted: ['contract', 'confirm', 'report', 'accept'],
};

/** The days after the choice each story's steps were made on. */
const BACKDATED: Partial<
  Record<DemoDealStory, Partial<Record<keyof typeof deals.$inferInsert, number>>>
> = {
  overdue: { confirmedAt: 2, updatedAt: 2 },
  accepted: { confirmedAt: 2, reportedAt: 55, acceptedAt: 58, updatedAt: 58 },
};

/** Makes and moves the deal of each demo tender whose executor was chosen. */
export async function seedDemoDeals(
  tx: Tx,
  storage: Storage,
  chosen: ChosenDemoTender[],
  /** Stores a demo PDF as the owner's upload of this kind; its path. */
  pdf: (ownerId: number, kind: string, name: string, title: string) => Promise<string>,
) {
  // The module's own service; its list is never called here, and its files are the demo's uploads.
  const files = new FileService(
    tx,
    storage,
    { uploadMaxMb: 100, uploadQuotaMb: 1000, uploadsPerHour: 1000 },
    dealFileReferences,
  );
  const service = new DealService(tx, () => Promise.reject(new Error('not listed')), files);
  const now = Date.now();
  for (const [i, c] of chosen.entries()) {
    await makeDeal(tx, c.tender, c.request);
    const [deal] = await tx
      .select({ id: deals.id })
      .from(deals)
      .where(eq(deals.tenderId, c.tender.id));
    const at = (days: number) => new Date(c.chosenAt.getTime() + days * DAY);
    // The overdue work was planned to end two days ago; the others end in the future or ended.
    const finish = c.story === 'overdue' ? new Date(now - 2 * DAY) : at(60);
    const parties = {
      client: { id: c.tender.ownerId, type: 'client' as const, sessionId: 0 },
      contractor: { id: c.request.contractorId, type: 'contractor' as const, sessionId: 0 },
    };
    for (const name of STEPS[c.story]) {
      const by: DealTransition['by'] = DEAL_TRANSITIONS[name].by;
      const side = by === 'either' ? 'client' : by;
      const input =
        name === 'contract'
          ? {
              contract_number: `${c.tender.id}-П/${new Date(now).getFullYear()}`,
              contract_date: isoDate(at(1)),
              start_date: isoDate(at(3)),
              planned_finish: isoDate(finish),
              contract_file: await pdf(
                c.tender.ownerId,
                'deal_document',
                'Договор подряда.pdf',
                `Podryad: contract ${i + 1}`,
              ),
            }
          : name === 'report'
            ? {
                documents: [
                  await pdf(
                    c.request.contractorId,
                    'deal_document',
                    'Акт КС-2.pdf',
                    `Podryad: act ${i + 1}`,
                  ),
                ],
                comment: 'Работы выполнены в полном объёме, акты во вложении.',
              }
            : {};
      await service.move(parties[side], deal!.id, name, input);
    }
    // The steps took place over the weeks after the choice, not all today.
    const times = BACKDATED[c.story];
    if (times) {
      await tx
        .update(deals)
        .set(Object.fromEntries(Object.entries(times).map(([k, days]) => [k, at(days)])))
        .where(eq(deals.id, deal!.id));
    }
  }
}
