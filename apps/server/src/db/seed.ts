import { CONSENT_DOCUMENTS, LEGAL_VERSIONS } from '@podryad/domain';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../delivery/storage';
import { hashPassword } from '../modules/auth/passwords';
import type { Db } from './connect';
import { demoCoverPng } from './demo-images';
import { seedDemoMarket } from './demo-market';
import { clientProfiles, consents, contractorProfiles, projects, uploads, users } from './schema';

/** Demo accounts listed in the README; they share this password. */
export const DEMO_PASSWORD = 'demo12345';
export const DEMO_CLIENT = { email: 'client@podryad.demo', phone: '+79990000001' };
export const DEMO_CONTRACTOR = { email: 'contractor@podryad.demo', phone: '+79990000002' };

/** The demo client's projects, each with a drawn cover. */
const DEMO_PROJECTS = [
  {
    name: 'Загородный дом в Истре',
    address: 'Московская область, Истра, ул. Луговая, 12',
    description: 'Двухэтажный дом из газобетона, 180 м², с террасой и гаражом.',
    latitude: 55.9157,
    longitude: 36.8596,
    status: 'in_process',
    colour: [176, 98, 70] as [number, number, number],
  },
  {
    name: 'Офис на Тверской',
    address: 'Москва, ул. Тверская, 7',
    description: 'Ремонт офиса 320 м²: перепланировка, инженерные сети, отделка.',
    latitude: 55.7578,
    longitude: 37.6114,
    status: 'pending_approval',
    colour: [90, 110, 140] as [number, number, number],
  },
  {
    name: 'Склад в Казани',
    address: 'Казань, ул. Техническая, 25',
    description: 'Складской комплекс класса B, 2 400 м², металлокаркас.',
    latitude: 55.7472,
    longitude: 49.2088,
    status: 'approved',
    colour: [120, 140, 100] as [number, number, number],
  },
];

/** Loads the demo data into an empty database; a database with any user is left alone. */
export async function seedDemo(db: Db, storage: Storage, log: FastifyBaseLogger) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const covers = await Promise.all(
    DEMO_PROJECTS.map(async (p) => {
      const png = demoCoverPng(p.colour);
      return { path: await storage.save('image', png, 'png'), size: png.length };
    }),
  );
  await db.transaction(async (tx) => {
    const projectIds: number[] = [];
    const [client] = await tx
      .insert(users)
      .values({ ...DEMO_CLIENT, passwordHash, type: 'client' })
      .returning({ id: users.id });
    await tx.insert(clientProfiles).values({
      userId: client!.id,
      name: 'Анна',
      surname: 'Смирнова',
      dateOfBirth: '1988-04-12',
      location: 'Москва',
      description: 'Строю загородный дом и ищу надёжного подрядчика.',
      telegram: '@anna_smirnova',
    });
    for (const [i, p] of DEMO_PROJECTS.entries()) {
      const cover = covers[i]!;
      await tx.insert(uploads).values({
        path: cover.path,
        ownerId: client!.id,
        kind: 'project_cover',
        originalName: `cover-${i + 1}.png`,
        mimeType: 'image/png',
        size: cover.size,
      });
      const { colour: _colour, ...fields } = p;
      const [project] = await tx
        .insert(projects)
        .values({
          ownerId: client!.id,
          ...fields,
          phone: DEMO_CLIENT.phone,
          email: DEMO_CLIENT.email,
          coverPath: cover.path,
          // Spread over the last weeks so the list has an order to show.
          createdAt: new Date(Date.now() - (DEMO_PROJECTS.length - i) * 7 * 24 * 3600 * 1000),
        })
        .returning({ id: projects.id });
      projectIds.push(project!.id);
    }
    const [contractor] = await tx
      .insert(users)
      .values({ ...DEMO_CONTRACTOR, passwordHash, type: 'contractor' })
      .returning({ id: users.id });
    await tx.insert(contractorProfiles).values({
      userId: contractor!.id,
      fullLegalName: 'Общество с ограниченной ответственностью «СтройМастер»',
      shortName: 'ООО «СтройМастер»',
      region: 'г. Москва, московская область',
      legalAddress: 'г. Москва, ул. Тверская, д. 7, офис 12',
      actualAddress: 'г. Москва, ул. Тверская, д. 7, офис 12',
      yearFounded: 2012,
      inn: '7701234560',
      typeOfWorks: ['construction'],
      telegram: '@stroymaster',
    });
    await seedDemoMarket(db, tx, storage, {
      client: client!.id,
      contractor: contractor!.id,
      projects: projectIds,
      passwordHash,
    });
    // Every demo user consented at registration, so the demo shows the pages' contacts.
    const everyone = await tx.select({ id: users.id }).from(users);
    const givenAt = new Date();
    await tx.insert(consents).values(
      everyone.flatMap((u) =>
        CONSENT_DOCUMENTS.map((document) => ({
          userId: u.id,
          document,
          version: LEGAL_VERSIONS[document],
          givenAt,
          ip: 'demo',
          userAgent: null,
        })),
      ),
    );
  });
  log.info('demo data loaded');
}
