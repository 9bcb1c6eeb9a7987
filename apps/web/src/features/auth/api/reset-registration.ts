import { successAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';

/**
 * POST /register/{phone|email}/reset/{uuid}: 'phone' drops the session, 'email' forgets its e-mail.
 * Fire and forget: the screen moves on whatever the answer.
 */
export const resetRegistration = (channel: 'phone' | 'email', uuid: string | null) =>
  uuid
    ? api(`/register/${channel}/reset/${uuid}`, successAnswer, { method: 'POST' }).catch(
        () => undefined,
      )
    : Promise.resolve(undefined);
