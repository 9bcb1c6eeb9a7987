import { describe, expect, it } from 'vitest';
import { nameForms } from '../src/modules/account-deletion/name-forms';

describe('nameForms', () => {
  it("declines a woman's name and surname in every case, together and alone", () => {
    const { whole, words } = nameForms('Евлампия', 'Зыковецкая');
    expect(whole).toEqual(
      expect.arrayContaining([
        'Евлампия Зыковецкая',
        'Евлампии Зыковецкой',
        'Евлампию Зыковецкую',
        'Евлампией Зыковецкой',
      ]),
    );
    expect(words).toEqual(
      expect.arrayContaining(['Евлампия', 'Евлампии', 'Евлампией', 'Зыковецкая', 'Зыковецкой']),
    );
  });

  it("declines a man's, and a name either may bear as both would", () => {
    expect(nameForms('Иван', 'Петров').words).toEqual(
      expect.arrayContaining(['Ивана', 'Ивану', 'Иваном', 'Петрова', 'Петровым', 'Петрове']),
    );
    const { whole } = nameForms('Женя', 'Петросян');
    expect(whole).toEqual(expect.arrayContaining(['Жени Петросяна', 'Жени Петросян']));
  });

  it('leaves out an empty part, and holds each form once', () => {
    const { whole, words } = nameForms('Анна', ' ');
    expect(whole).toEqual([]);
    expect(words).toEqual(expect.arrayContaining(['Анна', 'Анны', 'Анне', 'Анну', 'Анной']));
    expect(new Set(words).size).toBe(words.length);
  });
});
