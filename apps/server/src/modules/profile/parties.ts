import type { Tender } from '@podryad/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { clientProfiles, contractorProfiles, users } from '../../db/schema';
import { contactsSharedSql } from '../consents/sql';

/** A user as the other side of a tender sees it: contacts and the public part of the profile. */
export type PartyFull = Tender['user'];

/**
 * The parties of the given users in one query, as `viewerId` reads them: the contacts of a party
 * (phone, e-mail, VK, Telegram, WhatsApp) only when it consents to their distribution, or is the
 * viewer itself; otherwise the phone and e-mail are empty and the links null.
 */
export async function loadParties(tx: Tx, ids: readonly number[], viewerId: number | null = null) {
  const map = new Map<number, PartyFull>();
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return map;
  // Only the columns a party shows: never the password hash, nor a profile's search vector.
  const rows = await tx
    .select({
      user: { id: users.id, email: users.email, phone: users.phone },
      shared: sql<boolean>`${sql.raw(contactsSharedSql('"users"."id"'))}`,
      client: {
        name: clientProfiles.name,
        surname: clientProfiles.surname,
        avatar: clientProfiles.avatar,
        vk: clientProfiles.vk,
        telegram: clientProfiles.telegram,
        whatsapp: clientProfiles.whatsapp,
        location: clientProfiles.location,
      },
      contractor: {
        shortName: contractorProfiles.shortName,
        fullLegalName: contractorProfiles.fullLegalName,
        avatar: contractorProfiles.avatar,
        vk: contractorProfiles.vk,
        telegram: contractorProfiles.telegram,
        whatsapp: contractorProfiles.whatsapp,
        region: contractorProfiles.region,
      },
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .leftJoin(contractorProfiles, eq(contractorProfiles.userId, users.id))
    .where(inArray(users.id, wanted));
  for (const { user, shared, client, contractor } of rows) {
    const avatar = contractor?.avatar ?? client?.avatar ?? null;
    const shown = shared || user.id === viewerId;
    const link = (value: string | null | undefined) => (shown ? (value ?? null) : null);
    map.set(user.id, {
      id: user.id,
      name: contractor?.shortName ?? client?.name ?? '',
      surname: client?.surname ?? '',
      // Shown with the consent to their distribution; a deleted account's are gone, its records
      // keep the party by id and name.
      email: shown ? (user.email ?? '') : '',
      phone: shown ? (user.phone ?? '') : '',
      profile: {
        short_name: contractor?.shortName ?? null,
        full_legal_name: contractor?.fullLegalName ?? null,
        name: client?.name ?? null,
        surname: client?.surname ?? null,
        avatar,
        logo: contractor ? avatar : null,
        vk: link(contractor?.vk ?? client?.vk),
        telegram: link(contractor?.telegram ?? client?.telegram),
        whatsapp: link(contractor?.whatsapp ?? client?.whatsapp),
        location: client?.location ?? contractor?.region ?? null,
      },
    });
  }
  return map;
}

/** The short form used inside requests and notifications. */
export const party = ({ surname: _surname, ...p }: PartyFull) => ({
  ...p,
  profile: {
    short_name: p.profile.short_name,
    full_legal_name: p.profile.full_legal_name,
    name: p.profile.name,
    surname: p.profile.surname,
    avatar: p.profile.avatar,
    logo: p.profile.logo,
  },
});
