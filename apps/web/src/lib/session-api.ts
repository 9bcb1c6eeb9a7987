import { successAnswer, userAnswer } from '@podryad/domain';
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

/** Revokes the token on the server (best effort) and forgets session and profile. */
export async function logout() {
  if (useSession.getState().token) {
    await api('/auth/logout', successAnswer, { method: 'POST' }).catch(() => undefined);
  }
  useSession.getState().signOut();
}

/** 'Выйти на всех устройствах': revokes every token of the account on the server, then forgets ours. */
export async function logoutEverywhere() {
  await api('/auth/logout-all', successAnswer, { method: 'POST' });
  useSession.getState().signOut();
}
