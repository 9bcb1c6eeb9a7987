/** Phone masks of the spec, all for 11-digit numbers starting with 7; anything else is shown as is. */
function russianDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('7') ? digits : null;
}

/** Registration code step: +7 (***) *** NN-NN. */
export function maskPhone(phone: string): string {
  const d = russianDigits(phone);
  return d ? `+7 (***) *** ${d.slice(7, 9)}-${d.slice(9, 11)}` : phone;
}

/** Profile completion: +7 (xxx) xxx xx-xx. */
export function formatPhoneFiling(phone: string): string {
  const d = russianDigits(phone);
  return d ? `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)} ${d.slice(7, 9)}-${d.slice(9, 11)}` : phone;
}

/** Everywhere else: +7 (xxx) xxx-xx-xx. */
export function formatPhone(phone: string): string {
  const d = russianDigits(phone);
  return d ? `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}` : phone;
}

/** The countdown label of the code steps: 00:NN. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
