import { userAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';
import { useSession } from '@/stores/session';

/** GET /user/profile: the signed-in user with the profile of its type. */
export const getProfile = () => api('/user/profile', userAnswer);

/** Refreshes the stored user from the server (after a reload, after the profile is created). */
export async function refreshUser() {
  const { user } = await getProfile();
  useSession.getState().setUser(user);
  return user;
}
