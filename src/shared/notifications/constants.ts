/** What a person can be told about on their phone (Settings → Notifications), each opted into alone. */
export const notificationKinds = ['inquiries', 'replies', 'quotes', 'orders'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
