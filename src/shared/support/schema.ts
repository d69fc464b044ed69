import { z } from 'zod';
import { supportLimits as limits, supportStatuses } from './constants';

// The Support & Resources API: help requests (messages are i18n keys) and the guides.

const text = (requiredKey: string, min: number, max: number) =>
  z
    .string(`support:errors.${requiredKey}`)
    .trim()
    .min(min, `support:errors.${requiredKey}`)
    .max(max, 'common:errors.tooLong');

/** "Ask the TradeSetu team". */
export const askSchema = z.object({
  subject: text('subjectRequired', 3, limits.subject),
  message: text('messageShort', 10, limits.message),
});
export type AskInput = z.input<typeof askSchema>;

/** A reply in a request's thread, from either side. */
export const replySchema = z.object({ message: text('messageRequired', 1, limits.message) });

export const supportStatusQuery = z.object({
  status: z.enum(supportStatuses, 'common:errors.invalid').default('open'),
  offset: z.coerce.number().int('common:errors.invalid').min(0, 'common:errors.invalid').default(0),
});

export const supportRequestSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  status: z.enum(supportStatuses),
  /** Whether the reader's side has a message it has not opened yet. */
  unread: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The asker's name and email: in the admin's list and thread only. */
  asker: z.object({ name: z.string(), email: z.string() }).optional(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportMessageSchema = z.object({
  id: z.uuid(),
  fromTeam: z.boolean(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportThreadSchema = z.object({
  request: supportRequestSchema,
  messages: z.array(supportMessageSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

/** Text with the words a search matched marked. */
export const markedTextSchema = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type MarkedText = z.infer<typeof markedTextSchema>;

const guideFacts = {
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  updated: z.string(),
  /** False when the reader's language has no version and English is shown. */
  translated: z.boolean(),
};

export const guideCardSchema = z.object({
  ...guideFacts,
  /** The title and a passage around the first match (the summary without a query), marked. */
  titleMarked: markedTextSchema,
  excerpt: markedTextSchema,
});
export type GuideCard = z.infer<typeof guideCardSchema>;

export const guideSearchQuery = z.object({
  q: z.string().trim().max(limits.query, 'common:errors.tooLong').default(''),
});

export const guideSchema = z.object({
  ...guideFacts,
  /** The body drawn from Markdown by the server (raw HTML in the source is escaped). */
  html: z.string(),
  /** The h2 headings, for the table of contents. */
  headings: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type Guide = z.infer<typeof guideSchema>;
