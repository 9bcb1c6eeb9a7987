import { userAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';

/** PATCH /user/profile: makes an uploaded path the avatar (null removes it). */
export const updateAvatar = (avatar: string | null) =>
  api('/user/profile', userAnswer, { method: 'PATCH', body: { avatar } });
