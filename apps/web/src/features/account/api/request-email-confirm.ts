import { api } from '@/lib/api-client';

/** POST /user/email/confirm/request: a code to the current e-mail (step-up before a change). */
export const requestEmailConfirm = () =>
  api<{ success: true; code?: string }>('/user/email/confirm/request', { method: 'POST' });
