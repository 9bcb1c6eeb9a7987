import { successAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';

type Channel = 'phone' | 'email';

/** POST /register/{phone|email}/verify with the registration uuid and the code. */
export const verifyRegistrationCode = ({
  channel,
  ...body
}: {
  channel: Channel;
  uuid: string;
  code: string;
}) => api(`/register/${channel}/verify`, successAnswer, { method: 'POST', body });
