import { inclineFirstname, inclineLastname } from 'lvovich';

/** Russian's six cases, as lvovich names them. */
const CASES = [
  'nominative',
  'genitive',
  'dative',
  'accusative',
  'instrumental',
  'prepositional',
] as const;
/**
 * Both genders: a profile does not say which, and a guess from the name fails for names either may
 * bear (Саша, Женя). Forms only the other gender would take are harmless: they are forms of this
 * very name.
 */
const GENDERS = ['male', 'female'] as const;

/**
 * Every form a person's name takes in a Russian sentence ('Евлампия Зыковецкая', 'Евлампии
 * Зыковецкой', 'Евлампией Зыковецкой'…), declined by lvovich's rules for first names and surnames:
 * `whole`, the name and surname together, and `words`, each alone. Empty parts are left out; each
 * list holds each form once.
 */
export function nameForms(name: string, surname: string) {
  const first = name.trim();
  const last = surname.trim();
  const whole = new Set<string>();
  const words = new Set<string>();
  for (const declension of CASES) {
    for (const gender of GENDERS) {
      const firstForm = first && inclineFirstname(first, declension, gender);
      const lastForm = last && inclineLastname(last, declension, gender);
      if (firstForm) words.add(firstForm);
      if (lastForm) words.add(lastForm);
      if (firstForm && lastForm) whole.add(`${firstForm} ${lastForm}`);
    }
  }
  return { whole: [...whole], words: [...words] };
}
