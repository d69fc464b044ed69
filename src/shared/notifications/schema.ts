import { z } from 'zod';
import { notificationKinds, pushEndpointMaxLength } from './constants';

// The notifications API (messages are i18n keys under 'notifications:errors').

const e = (key: string) => `notifications:errors.${key}`;

/** Unpadded base64url of exactly `bytes` bytes, as PushSubscription.toJSON() gives its keys. */
const base64url = (bytes: number, key: string) =>
  z
    .string(e(key))
    .trim()
    .transform((v) => v.replace(/=+$/, ''))
    .pipe(z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), e(key)));

/** Where the push service takes messages; which hosts are allowed is the server's rule (endpoint.ts). */
export const pushEndpointSchema = z
  .string(e('endpoint'))
  .trim()
  .max(pushEndpointMaxLength, e('endpoint'))
  .pipe(z.url({ protocol: /^https?$/, error: e('endpoint') }));

/** A browser's PushSubscription as JSON: the P-256 public key (65 bytes) and the 16-byte secret. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({ p256dh: base64url(65, 'p256dh'), auth: base64url(16, 'auth') }, { error: e('keys') }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

export const notificationSettingsInputSchema = z.object({
  kinds: z
    .array(z.enum(notificationKinds, e('kind')), e('kinds'))
    .max(notificationKinds.length, e('kinds'))
    .transform((kinds) => notificationKinds.filter((k) => kinds.includes(k))),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsInputSchema>;

export const notificationSettingsSchema = z.object({
  kinds: z.array(z.enum(notificationKinds)),
  /** Devices of this person that receive notifications. */
  devices: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const pushKeySchema = z.object({ publicKey: z.string() });
