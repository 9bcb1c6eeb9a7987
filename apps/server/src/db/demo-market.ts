import type { RequestMove, RequestStatus } from '@podryad/domain';
import { innWithCheckDigits, tenderType } from '@podryad/domain';
import type { Storage } from '../delivery/storage';
import { notify } from '../modules/notifications/notify';
import { notices } from '../modules/notifications/notices';
import { addRevision } from '../modules/requests/offer-revisions';
import type { Db, Tx } from './connect';
import { demoCoverPng } from './demo-images';
import { CASES, COLOURS, DEMO_COMPANIES, type Rgb } from './demo-companies';
import { demoTenders } from './demo-tenders';
import { type ChosenDemoTender, seedDemoDeals } from './demo-deals';
import { eq } from 'drizzle-orm';
import {
  cases,
  clientProfiles,
  contractorProfiles,
  contractorSroMemberships,
  notifications,
  projects,
  tenderRequests,
  tenders,
  uploads,
  users,
} from './schema';

/** The status a request has after each move; the bench's market follows it too. */
export const STATUS_AFTER: Record<RequestMove, RequestStatus> = {
  invite: 'offered',
  offer: 'waiting',
  contractor_accept: 'accepted_by_contractor',
  contractor_decline: 'declined',
  choose: 'accepted',
  reject: 'rejected',
};
/** The moves the client makes (it notifies the contractor); the contractor makes the others. */
export const CLIENT_MOVES: readonly RequestMove[] = ['invite', 'choose', 'reject'];

const DAY = 24 * 3600 * 1000;

/** A one-page PDF with a line of text: a demo document that opens in any viewer. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 20 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Stores demo files and records them as the owner's uploads. */
function uploader(tx: Tx, storage: Storage) {
  return {
    async image(ownerId: number, kind: string, colour: Rgb, name: string) {
      const png = demoCoverPng(colour);
      const path = await storage.save('image', png, 'png');
      await tx.insert(uploads).values({
        path,
        ownerId,
        kind,
        originalName: name,
        mimeType: 'image/png',
        size: png.length,
      });
      return path;
    },
    async pdf(ownerId: number, kind: string, name: string, title: string) {
      const pdf = demoPdf(title);
      const path = await storage.save('document', pdf, 'pdf');
      await tx.insert(uploads).values({
        path,
        ownerId,
        kind,
        originalName: name,
        mimeType: 'application/pdf',
        size: pdf.length,
      });
      return path;
    },
  };
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The market around the demo accounts: more contractors with cases, a second client, tenders of
 * both clients with requests in every status for the demo client and for the demo contractor, and
 * the notifications those moves sent.
 */
export async function seedDemoMarket(
  db: Db,
  tx: Tx,
  storage: Storage,
  ids: { client: number; contractor: number; projects: number[]; passwordHash: string },
) {
  const files = uploader(tx, storage);
  const now = Date.now();

  const companies: number[] = [];
  for (const [i, c] of DEMO_COMPANIES.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        email: `company${i + 1}@podryad.demo`,
        phone: `+7999000${String(i + 11).padStart(4, '0')}`,
        passwordHash: ids.passwordHash,
        type: 'contractor',
      })
      .returning({ id: users.id });
    await tx.insert(contractorProfiles).values({
      userId: user!.id,
      fullLegalName: c.full,
      shortName: c.short,
      region: c.region,
      legalAddress: `${c.region}, ул. Ленина, д. ${i + 3}`,
      actualAddress: `${c.region}, ул. Ленина, д. ${i + 3}`,
      yearFounded: c.year,
      inn: innWithCheckDigits(String(770000000 + i * 7919)),
      typeOfWorks: c.types,
      participatesInTenders: c.available ?? true,
      telegram: i % 2 ? null : `@company${i + 1}`,
    });
    companies.push(user!.id);
    if (c.sro?.length) {
      await tx.insert(contractorSroMemberships).values(
        c.sro.map((m, position) => ({
          contractorId: user!.id,
          position,
          kind: m.kind,
          sroName: m.sro_name,
          registrationNumber: m.registration_number,
          level: m.level,
        })),
      );
    }
  }

  // Portfolios: the demo contractor's three cases and one for every third company.
  const caseOwners = [
    ids.contractor,
    ids.contractor,
    ids.contractor,
    ...companies.filter((_, i) => i % 3 === 0),
  ];
  for (const [i, ownerId] of caseOwners.entries()) {
    const [name, services, address, lat, lng] = CASES[i % CASES.length]!;
    const cover = await files.image(
      ownerId,
      'case_cover',
      COLOURS[i % COLOURS.length]!,
      'cover.png',
    );
    const gallery = [];
    for (let k = 1; k <= 3; k++) {
      gallery.push(
        await files.image(
          ownerId,
          'case_image',
          COLOURS[(i + k) % COLOURS.length]!,
          `photo-${k}.png`,
        ),
      );
    }
    await tx.insert(cases).values({
      ownerId,
      projectName: name,
      services,
      startDate: isoDate(new Date(now - (900 + i * 60) * DAY)),
      endDate: isoDate(new Date(now - (200 + i * 30) * DAY)),
      address,
      latitude: lat,
      longitude: lng,
      description: `${name}: полный цикл работ от проекта до сдачи объекта заказчику.`,
      cover,
      images: gallery,
    });
  }

  // A second client, whose tenders give the demo contractor answers in the other statuses.
  const [otherClient] = await tx
    .insert(users)
    .values({
      email: 'client2@podryad.demo',
      phone: '+79990000003',
      passwordHash: ids.passwordHash,
      type: 'client',
    })
    .returning({ id: users.id });
  const other = otherClient!.id;
  await tx.insert(clientProfiles).values({
    userId: other,
    name: 'Дмитрий',
    surname: 'Орлов',
    dateOfBirth: '1979-09-03',
    location: 'Казань',
    description: 'Девелопер жилых и социальных объектов в Казани.',
    telegram: '@d_orlov',
  });
  const [otherProject] = await tx
    .insert(projects)
    .values({
      ownerId: other,
      name: 'Жилой квартал «Сосны»',
      address: 'Казань, ул. Чистопольская, 20',
      description: 'Квартал из четырёх домов с детским садом и котельной.',
      latitude: 55.8196,
      longitude: 49.1066,
      phone: '+79990000003',
      email: 'client2@podryad.demo',
      createdAt: new Date(now - 40 * DAY),
    })
    .returning({ id: projects.id });

  const TENDERS = demoTenders(ids, companies, other, otherProject);

  const HOUR = 3600 * 1000;
  const chosen: ChosenDemoTender[] = [];
  for (const [i, t] of TENDERS.entries()) {
    const created = new Date(now - t.age * DAY);
    const image = await files.image(
      t.owner,
      'tender_image',
      COLOURS[(i + 2) % COLOURS.length]!,
      'object.png',
    );
    const doc = await files.pdf(
      t.owner,
      'tender_document',
      'Техническое задание.pdf',
      `Podryad: ${i + 1} - terms of reference`,
    );
    const executorChosen = t.requests.some((r) => r.moves.includes('choose'));
    const [tender] = await tx
      .insert(tenders)
      .values({
        ownerId: t.owner,
        projectId: t.project,
        name: t.name,
        stage: t.stage,
        complexStructure: t.complex,
        type: tenderType(t.stage, t.complex),
        address: t.address,
        latitude: t.lat,
        longitude: t.lng,
        description: t.description,
        startDate: isoDate(new Date(now + (20 + i * 10) * DAY)),
        endDate: isoDate(new Date(now + (200 + i * 30) * DAY)),
        images: [image],
        documents: [doc],
        status: executorChosen ? 'executor_chosen' : 'waiting_for_requests',
        // The choice came with the tender's last move, a few days after it was published.
        outcomeAt: executorChosen ? new Date(created.getTime() + 4 * DAY) : null,
        outcomeReason: executorChosen ? 'price' : null,
        createdAt: created,
      })
      .returning();
    for (const [k, r] of t.requests.entries()) {
      const last = r.moves[r.moves.length - 1]!;
      const status = STATUS_AFTER[last];
      // The first move makes the request; each next one comes most of a day later.
      const at = (move: number) => new Date(created.getTime() + (k + 1 + move * 20) * HOUR);
      const documents = r.file
        ? [
            await files.pdf(
              r.contractor,
              'request_document',
              r.file,
              `Podryad: offer ${i + 1}.${k + 1}`,
            ),
          ]
        : [];
      const inviteDocuments = r.inviteFile
        ? [
            await files.pdf(
              t.owner,
              'tender_document',
              r.inviteFile,
              `Podryad: invitation ${i + 1}.${k + 1}`,
            ),
          ]
        : [];
      const contractorMovedLast = ['offer', 'contractor_accept', 'contractor_decline'].includes(
        last,
      );
      const answered = !['offered', 'declined'].includes(status);
      // An invitation's first answer is the contractor's first move on it.
      const firstAnswer = r.moves.findIndex((m) =>
        ['will_bid', 'contractor_accept', 'contractor_decline'].includes(m),
      );
      const [request] = await tx
        .insert(tenderRequests)
        .values({
          revision: answered ? 1 : 0,
          tenderId: tender!.id,
          contractorId: r.contractor,
          origin: r.origin,
          status,
          inviteComment: r.origin === 'invitation' ? '-' : null,
          inviteDocuments,
          comment: r.comment ?? null,
          rejectReason: r.reason ?? null,
          documents,
          newForClient: contractorMovedLast,
          newForContractor: !contractorMovedLast,
          createdAt: at(0),
          updatedAt: at(r.moves.length - 1),
          firstAnsweredAt: r.origin === 'invitation' && firstAnswer > 0 ? at(firstAnswer) : null,
        })
        .returning();
      if (last === 'choose' && t.deal) {
        chosen.push({
          tender: { id: tender!.id, ownerId: t.owner, name: t.name },
          request: { id: request!.id, contractorId: r.contractor, revision: request!.revision },
          chosenAt: tender!.outcomeAt!,
          story: t.deal,
        });
      }
      // Every answer is its offer's first version.
      if (answered) {
        const t = r.terms;
        await addRevision(tx, request!.id, 1, {
          comment: r.comment ?? null,
          documents,
          terms: t
            ? {
                price_kopecks: Math.round(t.roubles * 100),
                vat: t.vat,
                vat_rate: t.rate,
                duration_days: t.days,
                valid_until: isoDate(new Date(now + t.validDays * DAY)),
                inclusions: t.inclusions,
                exclusions: t.exclusions,
              }
            : null,
        });
      }
      for (const [m, move] of r.moves.entries()) {
        const comment =
          move === 'reject' || move === 'contractor_decline'
            ? (r.reason ?? null)
            : move === 'offer' || move === 'contractor_accept'
              ? (r.comment ?? null)
              : null;
        const id = await notify(
          tx,
          notices[move](
            { id: tender!.id, name: t.name, ownerId: t.owner },
            { id: request!.id, contractorId: r.contractor, status: STATUS_AFTER[move] },
            comment,
            r.terms && (move === 'offer' || move === 'contractor_accept')
              ? {
                  price_kopecks: Math.round(r.terms.roubles * 100),
                  vat: r.terms.vat,
                  vat_rate: r.terms.rate,
                }
              : null,
          ),
          false,
        );
        // Only the latest move is unread: the earlier ones were answered, so they were seen.
        await tx
          .update(notifications)
          .set({ createdAt: at(m), isNew: m === r.moves.length - 1 })
          .where(eq(notifications.id, id));
      }
    }
  }
  await seedDemoDeals(tx, storage, chosen, files.pdf);
}
