import { MSG } from '@podryad/domain';
import { errorMessages } from '@/lib/api-client';

/**
 * The server's messages for a failed call, else the screen's own fallback (spec 000 §8). The API
 * client puts the generic 'Произошла ошибка' into an answer that carried no messages; here the
 * spec's more precise text takes its place.
 */
export function failureMessages(error: unknown, fallback: string): string[] {
  const errors = errorMessages(error, fallback);
  return errors.length === 1 && errors[0] === MSG.generic ? [fallback] : errors;
}
