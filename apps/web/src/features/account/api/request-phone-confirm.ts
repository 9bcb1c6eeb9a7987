import { api } from '@/lib/api-client';

/** POST /user/phone/confirm/request: a code to the current phone (step-up before a change). */
export const requestPhoneConfirm = () =>
  api<{ success: true; code?: string }>('/user/phone/confirm/request', { method: 'POST' });
