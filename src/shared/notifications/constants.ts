/** What a person can be told about on their phone (Settings → Notifications), each opted into alone. */
export const notificationKinds = ['inquiries', 'replies', 'quotes', 'orders'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Devices one person may turn notifications on for; a further one replaces their oldest. */
export const maxPushDevices = 10;
/** Longest push endpoint accepted (the push services' own are about 200–500 characters). */
export const pushEndpointMaxLength = 1000;
