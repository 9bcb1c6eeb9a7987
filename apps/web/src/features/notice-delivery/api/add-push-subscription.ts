import { successAnswer, type PushSubscriptionBody } from '@podryad/domain';
import { api } from '@/lib/api-client';

/** POST /user/push-subscriptions: this browser's subscription, as PushSubscription.toJSON(). */
export const addPushSubscription = (subscription: PushSubscriptionBody) =>
  api('/user/push-subscriptions', successAnswer, { method: 'POST', body: subscription });
