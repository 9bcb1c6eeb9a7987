import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../modules/auth/passwords';
import type { Db } from './connect';
import { clientProfiles, contractorProfiles, users } from './schema';

/** Demo accounts listed in the README; they share this password. */
export const DEMO_PASSWORD = 'demo12345';
export const DEMO_CLIENT = { email: 'client@podryad.demo', phone: '+79990000001' };
export const DEMO_CONTRACTOR = { email: 'contractor@podryad.demo', phone: '+79990000002' };

/** Loads the demo data into an empty database; a database with any user is left alone. */
export async function seedDemo(db: Db, log: FastifyBaseLogger) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
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
      inn: '7701234567',
      typeOfWorks: ['construction'],
    });
  });
  log.info('demo data loaded');
}
