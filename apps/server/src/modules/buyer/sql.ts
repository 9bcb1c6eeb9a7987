import { jsonObject, literal } from '../../db/json-sql';
import { registrySql } from '../registry/facts-sql';

/*
 * The buyer of a client as answers carry it (the domain's buyerSchema), over the client's profile
 * row: the register's word on the company's INN is a lookup of its stored check by primary key.
 */

/** The JSON of the buyer of the client profile `p` (a table or its alias); null while not stated. */
export const buyerSql = (p: string) => `case ${p}.buyer_kind
  when 'self' then ${jsonObject({ kind: literal('self') })}
  when 'company' then ${jsonObject({
    kind: literal('company'),
    name: `${p}.buyer_name`,
    inn: `${p}.buyer_inn`,
    registry: registrySql(`${p}.buyer_inn`),
  })}
end`;
