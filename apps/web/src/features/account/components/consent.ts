/** The consent checkbox of the new-phone and new-email steps (spec 001 §2.1). */
export const CONSENT = 'Я согласен с Политикой конфиденциальности';
