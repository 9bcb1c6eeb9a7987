import { contactsSharedSql } from '../modules/consents/sql';
import { jsonObject } from './json-sql';

/**
 * How a party is named, as SQL, of the user whose id is `userId`: a company by its short name, a
 * person by name; '' when it has no profile yet.
 */
export const partyName = (userId: string) =>
  `coalesce((select cp.short_name from contractor_profiles cp where cp.user_id = ${userId}),
    (select kp.name from client_profiles kp where kp.user_id = ${userId}), '')`;

/**
 * A party card as SQL, of the user whose id is `userId`: its name and picture, and a company's
 * business e-mail (a person's never, nor a company's that does not consent to its distribution),
 * the shape of the domain's partyCardSchema.
 */
export const partyCard = (userId: string) => `(select ${jsonObject({
  id: 'u.id',
  name: `coalesce(cp.short_name, kp.name, '')`,
  email: `case when cp.user_id is not null and ${contactsSharedSql('u.id')} then u.email end`,
  profile: jsonObject({
    short_name: 'cp.short_name',
    full_legal_name: 'cp.full_legal_name',
    name: 'kp.name',
    surname: 'kp.surname',
    avatar: 'coalesce(cp.avatar, kp.avatar)',
    logo: 'cp.avatar',
  }),
})}
  from users u
  left join contractor_profiles cp on cp.user_id = u.id
  left join client_profiles kp on kp.user_id = u.id
  where u.id = ${userId})`;

/** The files of a `text[]` of upload paths, in their order, with names and sizes (unknown ones left out). */
export const fileInfos = (paths: string) => `coalesce((select json_agg(${jsonObject({
  path: 'f.path',
  name: 'f.original_name',
  size: 'f.size',
})} order by d.ord) from unnest(${paths}) with ordinality as d(path, ord)
  join uploads f on f.path = d.path), '[]'::json)`;
