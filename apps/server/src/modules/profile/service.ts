import type { createProfileBody, tenderSettingsBody } from '@podryad/domain';
import {
  MSG,
  type User,
  type UserType,
  updateClientProfileBody,
  updateContractorProfileBody,
} from '@podryad/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/connect';
import { clientProfiles, contractorProfiles, users } from '../../db/schema';
import { conflict, notFound, parseOr400 } from '../../http/errors';
import { queueCompanyCheck } from '../registry/queue';

type ClientRow = typeof clientProfiles.$inferSelect;
type ContractorRow = typeof contractorProfiles.$inferSelect;

export const clientProfileDto = (p: ClientRow) => ({
  name: p.name,
  surname: p.surname,
  date_of_birth: p.dateOfBirth,
  location: p.location,
  description: p.description,
  vk: p.vk,
  telegram: p.telegram,
  whatsapp: p.whatsapp,
  avatar: p.avatar,
});

export const contractorProfileDto = (p: ContractorRow) => ({
  full_legal_name: p.fullLegalName,
  short_name: p.shortName,
  region: p.region,
  legal_address: p.legalAddress,
  actual_address: p.actualAddress,
  year_founded: p.yearFounded,
  inn: p.inn,
  avatar: p.avatar,
  vk: p.vk,
  telegram: p.telegram,
  whatsapp: p.whatsapp,
  participates_in_tenders: p.participatesInTenders,
  type_of_works: p.typeOfWorks,
});

/** The user as every answer shows it: contacts, type and the profile of that type (one query). */
export async function loadUser(tx: Tx, userId: number): Promise<User> {
  const [row] = await tx
    .select({ user: users, client: clientProfiles, contractor: contractorProfiles })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .leftJoin(contractorProfiles, eq(contractorProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  const type = row.user.type as UserType | null;
  const profile =
    type === 'client' && row.client
      ? clientProfileDto(row.client)
      : type === 'contractor' && row.contractor
        ? contractorProfileDto(row.contractor)
        : null;
  return {
    id: row.user.id,
    email: row.user.email ?? '',
    phone: row.user.phone ?? '',
    type,
    profile,
  };
}

export class ProfileService {
  constructor(private readonly db: Db) {}

  get(userId: number): Promise<User> {
    return loadUser(this.db, userId);
  }

  /** /filing: chooses the type once and creates that type's profile. */
  async create(userId: number, body: z.output<typeof createProfileBody>): Promise<User> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ type: users.type })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) throw notFound();
      if (user.type) throw conflict(MSG.profileExists);
      if (body.type === 'client') {
        await tx.insert(clientProfiles).values({
          userId,
          name: body.name,
          surname: body.surname,
          dateOfBirth: body.date_of_birth,
          location: body.location,
        });
      } else {
        await tx.insert(contractorProfiles).values({
          userId,
          fullLegalName: body.full_legal_name,
          shortName: body.short_name,
          region: body.region,
          legalAddress: body.legal_address,
          actualAddress: body.actual_address,
          yearFounded: body.year_founded,
          inn: body.inn,
        });
        await queueCompanyCheck(tx, body.inn);
      }
      await tx.update(users).set({ type: body.type }).where(eq(users.id, userId));
      return loadUser(tx, userId);
    });
  }

  /** PUT /user/profile: the body is checked against the rules of the caller's type. */
  async update(userId: number, type: UserType | null, body: unknown): Promise<User> {
    if (type === 'client') {
      const p = parseOr400(updateClientProfileBody, body);
      await this.db
        .update(clientProfiles)
        .set({
          name: p.name,
          surname: p.surname,
          dateOfBirth: p.date_of_birth,
          location: p.location,
          description: p.description,
          vk: p.vk,
          telegram: p.telegram,
          whatsapp: p.whatsapp,
          updatedAt: new Date(),
        })
        .where(eq(clientProfiles.userId, userId));
    } else if (type === 'contractor') {
      const p = parseOr400(updateContractorProfileBody, body);
      // A new INN is queued for the register's check with the profile that names it.
      await this.db.transaction(async (tx) => {
        await tx
          .update(contractorProfiles)
          .set({
            fullLegalName: p.full_legal_name,
            shortName: p.short_name,
            region: p.region,
            legalAddress: p.legal_address,
            actualAddress: p.actual_address,
            yearFounded: p.year_founded,
            inn: p.inn,
            vk: p.vk,
            telegram: p.telegram,
            whatsapp: p.whatsapp,
            updatedAt: new Date(),
          })
          .where(eq(contractorProfiles.userId, userId));
        await queueCompanyCheck(tx, p.inn);
      });
    } else {
      throw conflict(MSG.profileMissing);
    }
    return loadUser(this.db, userId);
  }

  /** PATCH /user/profile/tender-settings: where and what the contractor builds, and whether it takes part. */
  async updateTenderSettings(
    userId: number,
    body: z.output<typeof tenderSettingsBody>,
  ): Promise<User> {
    const [row] = await this.db
      .update(contractorProfiles)
      .set({
        region: body.region,
        participatesInTenders: body.participates_in_tenders,
        typeOfWorks: body.type_of_works,
        updatedAt: new Date(),
      })
      .where(eq(contractorProfiles.userId, userId))
      .returning({ userId: contractorProfiles.userId });
    if (!row) throw conflict(MSG.profileMissing);
    return loadUser(this.db, userId);
  }
}
