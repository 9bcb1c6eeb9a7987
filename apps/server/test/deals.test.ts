import {
  DEAL_TRANSITIONS,
  type Deal,
  MSG,
  MSG_DEALS,
  type Notification,
  type TrailAnswer,
} from '@podryad/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, upload, useTestApp } from './helpers';
import {
  type Actor,
  download,
  newClient,
  newContractor,
  newProject,
  newTender,
  offer,
  pricedTerms,
  tenderBody,
  uploadTenderImage,
} from './tender-fixtures';

/*
 * The deal after the choice: made from the chosen offer with its terms fixed, then moved by its
 * two parties step by step as DEAL_TRANSITIONS says; every other caller finds nothing.
 */

const ctx = useTestApp();

let client: Actor;
let contractor: Actor;
let stranger: Actor;
let otherClient: Actor;
beforeAll(async () => {
  [client, contractor, stranger, otherClient] = await Promise.all([
    newClient(ctx),
    newContractor(ctx),
    newContractor(ctx),
    newClient(ctx),
  ]);
});

const CONTRACT = {
  contract_number: 'П-17/2026',
  contract_date: '2026-03-01',
  start_date: '2026-03-10',
  planned_finish: '2026-06-30',
};

/** A tender of the client with the contractor's priced offer, chosen: its deal. */
async function chosenDeal(terms = pricedTerms(1_000_000_00, 'without_vat', 22, 60)) {
  const tender = await newTender(ctx, client, { tender_name: 'Склад со сделкой' });
  const request = await offer(ctx, contractor, tender.id, {
    ...terms,
    inclusions: ['Материалы'],
    exclusions: ['Вывоз мусора'],
  });
  const chosen = await post(ctx.app, `/api/request/accept/${request.id}`, {}, client.token);
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const res = await get(ctx.app, `/api/tenders/${tender.id}/deal`, client.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { tender, request, deal: res.body.deal as Deal };
}

const step = (actor: Actor, id: number, name: string, body?: Record<string, unknown>) =>
  post(ctx.app, `/api/deals/${id}/${name}`, body ?? {}, actor.token);
const must = async (actor: Actor, id: number, name: string, body?: Record<string, unknown>) => {
  const res = await step(actor, id, name, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.deal as Deal;
};
/** An acceptance document the actor uploads for a deal; its path. */
const dealDoc = async (actor: Actor, filename = 'КС-2.pdf') => {
  const res = await upload(ctx.app, '/api/deals/uploadFile', actor.token, [
    { filename, contentType: 'application/pdf', content: Buffer.from(`%PDF-1.4\n% ${filename}\n`) },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.path as string;
};
/** The contractor's report with one acceptance document of its own. */
const report = async (actor: Actor, id: number, comment?: string) =>
  must(actor, id, 'report', { documents: [await dealDoc(actor)], ...(comment ? { comment } : {}) });

const trailOf = async (actor: Actor, tenderId: number) => {
  const res = await get(ctx.app, `/api/tenders/${tenderId}/trail?per_page=100`, actor.token);
  expect(res.status).toBe(200);
  return (res.body as TrailAnswer).entries.map((e) => `${e.event}: ${e.details ?? ''}`).reverse();
};

describe('the deal made at the choice', () => {
  it('fixes the chosen offer price with НДС, duration and what is included and not', async () => {
    const { tender, request, deal } = await chosenDeal();
    expect(deal).toMatchObject({
      tender_id: tender.id,
      tender_title: 'Склад со сделкой',
      project_id: tender.projectId,
      project_title: 'Дом на Волге',
      client_name: 'Иван',
      contractor_name: 'ООО «Прораб»',
      request_id: request.id,
      client_id: client.id,
      contractor_id: contractor.id,
      status: 'draft',
      status_label: 'Договор не заполнен',
      // 1 000 000 ₽ without НДС at 22 %: 1 220 000 ₽ with it.
      price_with_vat_kopecks: 1_220_000_00,
      price_without_vat_kopecks: 1_000_000_00,
      vat: 'without_vat',
      vat_rate: 22,
      duration_days: 60,
      inclusions: ['Материалы'],
      exclusions: ['Вывоз мусора'],
      contract_number: null,
      overdue: false,
      moves: ['contract', 'terminate'],
    });
    const own = await get(ctx.app, `/api/deals/${deal.id}`, contractor.token);
    expect(own.status).toBe(200);
    expect((own.body.deal as Deal).moves).toEqual(['terminate']);
    // The offer can no longer be revised; the deal's terms stay as they were in any case.
    const revise = await post(
      ctx.app,
      `/api/request/revise/${request.id}`,
      pricedTerms(500_000_00),
      contractor.token,
    );
    expect(revise.status).toBe(409);
    const again = await get(ctx.app, `/api/deals/${deal.id}`, client.token);
    expect((again.body.deal as Deal).price_with_vat_kopecks).toBe(1_220_000_00);
  });

  it('is made for a plain offer too, without a price', async () => {
    const tender = await newTender(ctx, client);
    const request = await offer(ctx, contractor, tender.id);
    await post(ctx.app, `/api/request/accept/${request.id}`, {}, client.token);
    const res = await get(ctx.app, `/api/tenders/${tender.id}/deal`, contractor.token);
    expect(res.status).toBe(200);
    expect(res.body.deal).toMatchObject({
      status: 'draft',
      price_with_vat_kopecks: null,
      duration_days: null,
      inclusions: [],
    });
  });

  it('is nobody else’s: strangers and a tender without a choice get 404', async () => {
    const { tender, deal } = await chosenDeal();
    for (const actor of [stranger, otherClient]) {
      const one = await get(ctx.app, `/api/deals/${deal.id}`, actor.token);
      expect(one.status).toBe(404);
      expect(one.body.errors).toEqual([MSG_DEALS.notFound]);
      expect((await get(ctx.app, `/api/tenders/${tender.id}/deal`, actor.token)).status).toBe(404);
      expect((await step(actor, deal.id, 'terminate', { reason: 'Чужая' })).status).toBe(404);
    }
    const open = await newTender(ctx, client);
    const none = await get(ctx.app, `/api/tenders/${open.id}/deal`, client.token);
    expect(none.status).toBe(404);
    expect(none.body.errors).toEqual([MSG_DEALS.notFound]);
  });
});

describe('the steps of a deal', () => {
  it('goes contract → confirmed → reported → returned → reported → accepted, each in the trail', async () => {
    const { tender, deal } = await chosenDeal();
    const filled = await must(client, deal.id, 'contract', CONTRACT);
    expect(filled).toMatchObject({ status: 'awaiting_confirmation', ...CONTRACT });
    // The client may correct the details until the contractor confirms them.
    const corrected = await must(client, deal.id, 'contract', {
      ...CONTRACT,
      contract_number: 'П-18/2026',
    });
    expect(corrected.contract_number).toBe('П-18/2026');
    const confirmed = await must(contractor, deal.id, 'confirm');
    expect(confirmed).toMatchObject({ status: 'in_progress', status_label: 'Договор заключён' });
    expect(confirmed.confirmed_at).not.toBeNull();
    const reported = await report(contractor, deal.id, 'КС-2 и КС-3 переданы');
    expect(reported).toMatchObject({
      status: 'work_reported',
      report_comment: 'КС-2 и КС-3 переданы',
    });
    const returned = await must(client, deal.id, 'return', { remarks: 'Не докрашен фасад' });
    expect(returned).toMatchObject({ status: 'in_progress', remarks: 'Не докрашен фасад' });
    await report(contractor, deal.id);
    const accepted = await must(client, deal.id, 'accept');
    expect(accepted).toMatchObject({
      status: 'accepted',
      status_label: 'Работы приняты',
      moves: [],
    });
    expect(accepted.accepted_at).not.toBeNull();
    // Both parties read the steps in the tender's trail.
    const steps = [
      'deal_contract: Договор № П-17/2026 от 01.03.2026; начало 10.03.2026, окончание 30.06.2026',
      'deal_contract: Договор № П-18/2026 от 01.03.2026; начало 10.03.2026, окончание 30.06.2026',
      'deal_confirmed: ',
      'deal_reported: КС-2 и КС-3 переданы',
      'deal_returned: Не докрашен фасад',
      'deal_reported: ',
      'deal_accepted: ',
    ];
    for (const actor of [client, contractor]) {
      expect((await trailOf(actor, tender.id)).filter((e) => e.startsWith('deal_'))).toEqual(steps);
    }
  });

  it('tells the other party of each step, once, in its bell', async () => {
    const lone = await newContractor(ctx);
    const owner = await newClient(ctx);
    const tender = await newTender(ctx, owner, { tender_name: 'Склад с уведомлениями' });
    const request = await offer(ctx, lone, tender.id);
    await post(ctx.app, `/api/request/accept/${request.id}`, {}, owner.token);
    const { deal } = (await get(ctx.app, `/api/tenders/${tender.id}/deal`, owner.token)).body as {
      deal: Deal;
    };
    await must(owner, deal.id, 'contract', CONTRACT);
    await must(lone, deal.id, 'confirm');
    await report(lone, deal.id, 'Акт КС-2');
    await must(owner, deal.id, 'return', { remarks: 'Замечания' });
    await report(lone, deal.id);
    await must(owner, deal.id, 'terminate', { reason: 'Передумали' });
    const titles = async (actor: Actor) => {
      const res = await get(ctx.app, '/api/user/notifications?per_page=100', actor.token);
      return (res.body.notifications as Notification[])
        .filter((n) => n.button_text === 'Открыть сделку')
        .map((n) => `${n.title}: ${n.comment ?? ''}`)
        .reverse();
    };
    expect(await titles(lone)).toEqual([
      'Данные договора внесены: Договор № П-17/2026 от 01.03.2026; начало 10.03.2026, окончание 30.06.2026',
      'Работы возвращены на доработку: Замечания',
      'Договор расторгнут: Передумали',
    ]);
    expect(await titles(owner)).toEqual([
      'Договор заключён: ',
      'Работы выполнены: Акт КС-2',
      'Работы выполнены: ',
    ]);
    const res = await get(ctx.app, '/api/user/notifications?per_page=100', lone.token);
    const ended = (res.body.notifications as Notification[]).find(
      (n) => n.title === 'Договор расторгнут',
    )!;
    expect(ended.text).toMatch(
      /^Заказчик .* досрочно расторг договор по тендеру «Склад с уведомлениями»$/,
    );
  });

  it('is ended early by either party with its reason, and then moves no more', async () => {
    for (const [by, other] of [
      [client, contractor],
      [contractor, client],
    ] as const) {
      const { deal } = await chosenDeal();
      const ended = await must(by, deal.id, 'terminate', { reason: 'Нет финансирования' });
      expect(ended).toMatchObject({
        status: 'terminated',
        status_label: 'Договор расторгнут',
        end_reason: 'Нет финансирования',
        ended_by: by.id,
      });
      const again = await step(other, deal.id, 'terminate', { reason: 'Тоже' });
      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual([MSG_DEALS.terminateNotAllowed]);
    }
  });

  it('refuses a step out of turn with the table’s words, and a second time alike', async () => {
    const { deal } = await chosenDeal();
    const early = await step(contractor, deal.id, 'confirm');
    expect(early.status).toBe(409);
    expect(early.body.errors).toEqual([DEAL_TRANSITIONS.confirm.refused]);
    const documents = [await dealDoc(contractor)];
    const report = await step(contractor, deal.id, 'report', { documents });
    expect(report.body.errors).toEqual([DEAL_TRANSITIONS.report.refused]);
    const accept = await step(client, deal.id, 'accept');
    expect(accept.status).toBe(409);
    expect(accept.body.errors).toEqual([DEAL_TRANSITIONS.accept.refused]);
    await must(client, deal.id, 'contract', CONTRACT);
    await must(contractor, deal.id, 'confirm');
    const twice = await step(contractor, deal.id, 'confirm');
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual([DEAL_TRANSITIONS.confirm.refused]);
    const late = await step(client, deal.id, 'contract', CONTRACT);
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual([DEAL_TRANSITIONS.contract.refused]);
  });

  it('lets one of two racing steps through: the other gets the refusal', async () => {
    const { deal } = await chosenDeal();
    await must(client, deal.id, 'contract', CONTRACT);
    const both = await Promise.all([
      step(contractor, deal.id, 'terminate', { reason: 'Сами' }),
      step(client, deal.id, 'terminate', { reason: 'Тоже сами' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('gives 403 to the wrong side of a step', async () => {
    const { deal } = await chosenDeal();
    const byContractor = await step(contractor, deal.id, 'contract', CONTRACT);
    expect(byContractor.status).toBe(403);
    expect(byContractor.body.errors).toEqual([MSG.forbidden]);
    expect((await step(client, deal.id, 'confirm')).status).toBe(403);
    expect((await step(client, deal.id, 'report')).status).toBe(403);
    expect((await step(contractor, deal.id, 'accept')).status).toBe(403);
    expect((await step(contractor, deal.id, 'return', { remarks: 'x' })).status).toBe(403);
  });

  it('names the field of a bad input and stores nothing', async () => {
    const { deal } = await chosenDeal();
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['contract', { ...CONTRACT, contract_number: '' }, 'contract_number', MSG.required],
      [
        'contract',
        { ...CONTRACT, contract_number: 'x'.repeat(51) },
        'contract_number',
        MSG.tooLong,
      ],
      ['contract', { ...CONTRACT, contract_date: '2026-02-30' }, 'contract_date', MSG.dateInvalid],
      [
        'contract',
        { ...CONTRACT, planned_finish: '2026-03-01' },
        'planned_finish',
        MSG_DEALS.finishBeforeStart,
      ],
      ['terminate', {}, 'reason', MSG_DEALS.reasonRequired],
      ['terminate', { reason: '   ' }, 'reason', MSG_DEALS.reasonRequired],
    ];
    for (const [name, body, field, message] of cases) {
      const res = await step(client, deal.id, name, body);
      expect(res.status, `${name} ${field}`).toBe(400);
      expect(res.body.fields, `${name} ${field}`).toEqual({ [field]: [message] });
    }
    const still = await get(ctx.app, `/api/deals/${deal.id}`, client.token);
    expect(still.body.deal).toMatchObject({ status: 'draft', contract_number: null });
    // Remarks are required to return the work.
    await must(client, deal.id, 'contract', CONTRACT);
    await must(contractor, deal.id, 'confirm');
    await report(contractor, deal.id);
    const noRemarks = await step(client, deal.id, 'return', { remarks: '' });
    expect(noRemarks.status).toBe(400);
    expect(noRemarks.body.fields).toEqual({ remarks: [MSG_DEALS.remarksRequired] });
  });

  it('shows the work overdue once its planned finish has passed without a report', async () => {
    const { deal } = await chosenDeal();
    const past = { ...CONTRACT, start_date: '2020-01-10', planned_finish: '2020-02-01' };
    const filled = await must(client, deal.id, 'contract', past);
    // Not yet confirmed: the work has not started.
    expect(filled.overdue).toBe(false);
    const running = await must(contractor, deal.id, 'confirm');
    expect(running.overdue).toBe(true);
    const reported = await report(contractor, deal.id);
    expect(reported.overdue).toBe(false);
    const returned = await must(client, deal.id, 'return', { remarks: 'Переделать' });
    expect(returned.overdue).toBe(true);
  });
});

describe('the files of a deal', () => {
  it('keep the signed contract and the acceptance documents for the two parties only', async () => {
    const { deal } = await chosenDeal();
    const contractFile = await dealDoc(client, 'Договор.pdf');
    const filled = await must(client, deal.id, 'contract', {
      ...CONTRACT,
      contract_file: contractFile,
    });
    expect(filled.contract_file).toBe(contractFile);
    await must(contractor, deal.id, 'confirm');
    // A report needs its documents, each the contractor's own upload.
    const none = await step(contractor, deal.id, 'report', { documents: [] });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ documents: [MSG_DEALS.documentsRequired] });
    const missing = await step(contractor, deal.id, 'report', {});
    expect(missing.body.fields).toEqual({ documents: [MSG_DEALS.documentsRequired] });
    const foreign = await step(contractor, deal.id, 'report', { documents: [contractFile] });
    expect(foreign.status).toBe(400);
    const act = await dealDoc(contractor, 'Акт.pdf');
    const reported = await must(contractor, deal.id, 'report', { documents: [act] });
    expect(reported.acceptance_files).toEqual([act]);
    // Returned and reported again: the first report's documents stay beside the second's.
    await must(client, deal.id, 'return', { remarks: 'Нет подписи' });
    const again = await dealDoc(contractor, 'Акт-2.pdf');
    const second = await must(contractor, deal.id, 'report', { documents: [again] });
    expect(second.acceptance_files).toEqual([act, again]);
    for (const path of [contractFile, act]) {
      for (const party of [client, contractor]) {
        expect((await download(ctx, path, party.token)).status).toBe(200);
      }
      for (const other of [stranger, otherClient]) {
        expect((await download(ctx, path, other.token)).status).toBe(404);
      }
    }
  });
});

describe('the list of deals', () => {
  it('pages a party its own deals, newest move first, by status or only the overdue', async () => {
    const owner = await newClient(ctx);
    const [mine, theirs] = await Promise.all([newContractor(ctx), newContractor(ctx)]);
    const made: number[] = [];
    for (const by of [mine, mine, theirs]) {
      const tender = await newTender(ctx, owner, { tender_name: `Объект ${made.length + 1}` });
      const request = await offer(ctx, by, tender.id);
      await post(ctx.app, `/api/request/accept/${request.id}`, {}, owner.token);
      const res = await get(ctx.app, `/api/tenders/${tender.id}/deal`, owner.token);
      made.push((res.body.deal as Deal).id);
    }
    const past = { ...CONTRACT, start_date: '2020-01-10', planned_finish: '2020-02-01' };
    await must(owner, made[0]!, 'contract', past);
    await must(mine, made[0]!, 'confirm');
    const list = async (actor: Actor, query = '') => {
      const res = await get(ctx.app, `/api/deals?per_page=2${query}`, actor.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        deals: { id: number; overdue: boolean; status: string }[];
        meta: { total: number };
      };
    };
    const first = await list(owner);
    expect(first.meta.total).toBe(3);
    expect(first.deals.map((d) => d.id)).toEqual([made[0], made[2]]);
    expect(first.deals[0]).toMatchObject({
      status: 'in_progress',
      overdue: true,
      tender_title: 'Объект 1',
      project_title: 'Дом на Волге',
      client_name: 'Иван',
      contractor_name: 'ООО «Прораб»',
      contract_number: 'П-17/2026',
      planned_finish: '2020-02-01',
    });
    expect((await list(owner, '&page=2')).deals.map((d) => d.id)).toEqual([made[1]]);
    expect((await list(mine)).deals.map((d) => d.id)).toEqual([made[0], made[1]]);
    expect((await list(theirs)).deals.map((d) => d.id)).toEqual([made[2]]);
    expect((await list(owner, '&status=draft')).deals.map((d) => d.id)).toEqual([made[2], made[1]]);
    expect((await list(owner, '&overdue=true')).deals.map((d) => d.id)).toEqual([made[0]]);
    expect((await list(stranger)).deals).toEqual([]);
    const bad = await get(ctx.app, '/api/deals?status=done', owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ status: [MSG.invalidValue] });
  });

  it('gives the client the deals of one project of its own; another client’s project an empty page', async () => {
    const owner = await newClient(ctx);
    const project = await newProject(ctx, owner.id, 'Школа');
    const made: number[] = [];
    for (const projectId of [project.id, project.id, null]) {
      const tender = projectId ? await newTenderIn(owner, projectId) : await newTender(ctx, owner);
      const request = await offer(ctx, contractor, tender.id);
      await post(ctx.app, `/api/request/accept/${request.id}`, {}, owner.token);
      const res = await get(ctx.app, `/api/tenders/${tender.id}/deal`, owner.token);
      made.push((res.body.deal as Deal).id);
    }
    const page = async (actor: Actor, query: string) => {
      const res = await get(ctx.app, `/api/deals?${query}`, actor.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        deals: { id: number; project_title: string }[];
        meta: { total: number };
      };
    };
    const ofProject = await page(owner, `project_id=${project.id}`);
    expect(ofProject.deals.map((d) => d.id)).toEqual([made[1], made[0]]);
    expect(ofProject.meta.total).toBe(2);
    expect(ofProject.deals[0]!.project_title).toBe('Школа');
    expect((await page(owner, `project_id=${project.id}&status=draft`)).deals).toHaveLength(2);
    expect((await page(owner, `project_id=${project.id}&status=accepted`)).deals).toEqual([]);
    expect((await page(otherClient, `project_id=${project.id}`)).deals).toEqual([]);
    for (const bad of ['0', 'x', '1.5']) {
      const res = await get(ctx.app, `/api/deals?project_id=${bad}`, owner.token);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ project_id: [MSG.invalidValue] });
    }
  });
});

/** A tender of the client under the given project. */
async function newTenderIn(owner: Actor, projectId: number) {
  const image = await uploadTenderImage(ctx, owner.token);
  const res = await post(ctx.app, '/api/tenders', tenderBody(projectId, image), owner.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tender as { id: number };
}
