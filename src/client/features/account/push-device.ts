import type { NotificationKind } from '../../../shared/notifications/constants';
import type { NotificationSettings, PushSubscriptionInput } from '../../../shared/notifications/schema';
import { api } from '../../lib/api';

// This browser's side of Web Push: whether it can, and subscribing it at our push key.

export const notificationsApi = {
  settings: () => api<NotificationSettings>('/notifications/settings'),
  saveKinds: (kinds: NotificationKind[]) =>
    api<NotificationSettings>('/notifications/settings', { method: 'PUT', json: { kinds } }),
  pushKey: () => api<{ publicKey: string }>('/notifications/push-key'),
  subscribe: (subscription: PushSubscriptionInput) =>
    api<NotificationSettings>('/notifications/subscriptions', { method: 'POST', json: subscription }),
  unsubscribe: (endpoint: string) =>
    api<NotificationSettings>('/notifications/subscriptions', { method: 'DELETE', json: { endpoint } }),
};

/** What this device can do: push, nothing at all, or nothing until the person unblocks the site. */
export type PushSupport = 'available' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/**
 * The service worker once active: none registered (as under `npm run dev`) fails at once, and one
 * that never comes up (a failed install) fails after 30 s rather than leaving the button waiting.
 */
async function worker(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration())) throw new Error('no service worker');
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('service worker not ready')), 30_000),
  );
  return Promise.race([navigator.serviceWorker.ready, late]);
}

/** This device's subscription, if it has one. */
export async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission and subscribes this device; 'denied' when the person refuses. Throws when the
 * browser's push service cannot be reached (as in a browser without one).
 */
export async function turnOnPush(): Promise<NotificationSettings | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const [{ publicKey }, registration] = await Promise.all([notificationsApi.pushKey(), worker()]);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: fromBase64url(publicKey),
  });
  try {
    return await notificationsApi.subscribe(subscription.toJSON() as PushSubscriptionInput);
  } catch (failure) {
    await subscription.unsubscribe();
    throw failure;
  }
}

export async function turnOffPush(): Promise<NotificationSettings | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const settings = await notificationsApi.unsubscribe(subscription.endpoint);
  await subscription.unsubscribe();
  return settings;
}

function fromBase64url(text: string) {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
