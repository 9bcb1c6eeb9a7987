import type { User } from '@podryad/domain';
import { api } from '@/lib/api-client';

/** PATCH /user/profile: makes an uploaded path the avatar (null removes it). */
export const updateAvatar = (avatar: string | null) =>
  api<{ user: User }>('/user/profile', { method: 'PATCH', body: { avatar } });
