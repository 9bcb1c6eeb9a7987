/*
 * The messenger and social contacts of a profile or a project (VK, Telegram, WhatsApp). The
 * profile's save requires all three, so people without one type '-' or 'нет' to get past it: such
 * a value is kept as typed (the owner sees it in the form), but it is no contact, and the partners'
 * screens show only the values one can reach someone by.
 */

/** Latin words people type for "none"; handles are Latin, so the Russian ones never pass anyway. */
const NONE_WORDS = new Set([
  'no',
  'net',
  'none',
  'nope',
  'null',
  'nil',
  'nan',
  'na',
  'n/a',
  'empty',
  'nothing',
  'undefined',
  'unknown',
]);

/** A link: with its scheme, or a bare address such as vk.com/name or t.me/name. */
const LINK = /^(?:https?:\/\/)?(?:[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?\.)+\p{L}{2,}(?:[/?#]\S*)?$/iu;
/** A number to call or write to: digits with the usual separators, at least five of them. */
const NUMBER = /^\+?[\d\s()-]+$/;
/** A messenger or social handle: Latin letters, digits, '_' and '.', with a letter among them. */
const HANDLE = /^@?(?=[\w.]*[a-z])[a-z\d_.]{2,64}$/i;

/**
 * Whether a contact's value is one to show a partner: a handle ('@ivanov', 'stroyko_spb'), a
 * number ('+7 912 345-67-89') or a link ('https://vk.com/stroyko', 't.me/stroyko'). Dashes,
 * 'нет', 'none' and other ways of saying "none" are not.
 */
export function isUsableContact(value: string | null | undefined): value is string {
  const text = value?.trim() ?? '';
  if (!text) return false;
  if (NONE_WORDS.has(text.replace(/^@/, '').toLowerCase())) return false;
  if (NUMBER.test(text)) return text.replace(/\D/g, '').length >= 5;
  return LINK.test(text) || HANDLE.test(text);
}

/** The contact as shown to a partner, or null when it is no contact (see `isUsableContact`). */
export const usableContact = (value: string | null | undefined): string | null =>
  isUsableContact(value) ? value.trim() : null;

/** A party's contacts as another user is answered them (phone and e-mail '' when hidden). */
export type PartyContacts = {
  phone?: string | null;
  email?: string | null;
  vk?: string | null;
  telegram?: string | null;
  whatsapp?: string | null;
};

/**
 * Whether any contact of the party is shown: none is while its consent to distribution does not
 * stand (the server answers phone and e-mail '' and the links null) or once the account is deleted.
 */
export const hasShownContacts = (c: PartyContacts): boolean =>
  Boolean(
    c.phone?.trim() ||
    c.email?.trim() ||
    isUsableContact(c.vk) ||
    isUsableContact(c.telegram) ||
    isUsableContact(c.whatsapp),
  );
