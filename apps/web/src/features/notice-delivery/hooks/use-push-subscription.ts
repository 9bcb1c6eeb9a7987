import { MSG_DELIVERY, pushSubscriptionBody } from '@podryad/domain';
import { useEffect, useState } from 'react';
import { firstErrorMessage, isNotFound } from '@/lib/api-client';
import { addPushSubscription } from '@/features/notice-delivery/api/add-push-subscription';
import { removePushSubscription } from '@/features/notice-delivery/api/remove-push-subscription';
import {
  activeRegistration,
  currentSubscription,
  madeWithKey,
  pushKeyBytes,
} from '@/features/notice-delivery/utils/web-push';

const denied = () => Notification.permission === 'denied';

/**
 * Push on this device: whether it is on (null while the browser is asked), and turning it on or
 * off. The browser's subscription and the server's record are kept in step: a subscription the
 * server refused is dropped again, and one is dropped only after the server has forgotten it.
 */
export function usePushSubscription(pushKey: string) {
  const [on, setOn] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(() =>
    denied() ? MSG_DELIVERY.pushDenied : null,
  );

  useEffect(() => {
    let live = true;
    currentSubscription().then(
      (subscription) => {
        const valid = subscription !== null && madeWithKey(subscription, pushKeyBytes(pushKey));
        if (live) setOn(valid && Notification.permission === 'granted');
      },
      () => live && setOn(false),
    );
    return () => {
      live = false;
    };
  }, [pushKey]);

  const turnOn = async () => {
    if ((await Notification.requestPermission()) !== 'granted') {
      setError(MSG_DELIVERY.pushDenied);
      return;
    }
    const { pushManager } = await activeRegistration();
    const key = pushKeyBytes(pushKey);
    let subscription = await pushManager.getSubscription();
    // subscribe() refuses a second key while the old subscription stands.
    if (subscription && !madeWithKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    try {
      await addPushSubscription(pushSubscriptionBody.parse(subscription.toJSON()));
    } catch (failure) {
      await subscription.unsubscribe().catch(() => undefined);
      throw failure;
    }
    setOn(true);
  };

  const turnOff = async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      // 404: the server no longer holds it for this user (the push service dropped it, or another
      // user signed in on this browser took it over): nothing to forget there, drop it here.
      await removePushSubscription(subscription.endpoint).catch((failure: unknown) => {
        if (!isNotFound(failure)) throw failure;
      });
      await subscription.unsubscribe();
    }
    setOn(false);
  };

  const change = async (next: boolean) => {
    setPending(true);
    setError(null);
    try {
      await (next ? turnOn() : turnOff());
    } catch (failure) {
      console.error('Push-подписка не изменена', failure);
      setError(
        firstErrorMessage(failure, next ? MSG_DELIVERY.pushOnFailed : MSG_DELIVERY.pushOffFailed),
      );
    } finally {
      setPending(false);
    }
  };

  return { on, pending, error, change };
}
