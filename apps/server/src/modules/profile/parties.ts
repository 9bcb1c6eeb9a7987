import type { Tender } from '@podryad/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { clientProfiles, contractorProfiles, users } from '../../db/schema';

/** A user as the other side of a tender sees it: contacts and the public part of the profile. */
export type PartyFull = Tender['user'];

/** The parties of the given users in one query. */
export async function loadParties(tx: Tx, ids: readonly number[]) {
  const map = new Map<number, PartyFull>();
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return map;
  // Only the columns a party shows: never the password hash, nor a profile's search vector.
  const rows = await tx
    .select({
      user: { id: users.id, email: users.email, phone: users.phone },
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
  for (const { user, client, contractor } of rows) {
    const avatar = contractor?.avatar ?? client?.avatar ?? null;
    map.set(user.id, {
      id: user.id,
      name: contractor?.shortName ?? client?.name ?? '',
      surname: client?.surname ?? '',
      // A deleted account's are gone; its records keep the party by id and name.
      email: user.email ?? '',
      phone: user.phone ?? '',
      profile: {
        short_name: contractor?.shortName ?? null,
        full_legal_name: contractor?.fullLegalName ?? null,
        name: client?.name ?? null,
        surname: client?.surname ?? null,
        avatar,
        logo: contractor ? avatar : null,
        vk: contractor?.vk ?? client?.vk ?? null,
        telegram: contractor?.telegram ?? client?.telegram ?? null,
        whatsapp: contractor?.whatsapp ?? client?.whatsapp ?? null,
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
