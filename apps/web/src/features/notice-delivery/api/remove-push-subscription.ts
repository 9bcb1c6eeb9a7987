import { successAnswer } from '@podryad/domain';
import { api } from '@/lib/api-client';

/** DELETE /user/push-subscriptions: no more pushes to this browser's endpoint. */
export const removePushSubscription = (endpoint: string) =>
  api('/user/push-subscriptions', successAnswer, { method: 'DELETE', body: { endpoint } });
