import { z } from 'zod';
import { userRoles } from '../auth/constants';
import { verificationLevels } from '../suppliers/constants';
import { reportSchema } from '../trade/schema';
import {
  adminInboxes,
  auditActions,
  claimKinds,
  claimStatuses,
  trustLimits as limits,
  reportActions,
  reportStatuses,
  reportSubjects,
  trustParts,
} from './constants';
import { gstinError, iecError, normalizeId, rcmcExpiryError, rcmcNumberError } from './ids';

const e = (key: string) => `trust:errors.${key}`;
const tooLong = 'common:errors.tooLong';
const text = (requiredKey: string, min: number, max: number) =>
  z.string(requiredKey).trim().min(min, requiredKey).max(max, tooLong);

// --- verification (the supplier's side) ---

/** The GST claim, checked against the business's state (the supplier's profile). */
export const gstClaimSchema = (businessState?: string | null) =>
  z.object({
    gstin: z
      .string(e('gstinLength'))
      .transform(normalizeId)
      .superRefine((v, ctx) => {
        const error = gstinError(v, businessState);
        if (error) ctx.addIssue({ code: 'custom', message: e(error) });
      }),
    iec: z
      .string()
      .nullish()
      .transform((v) => (v ? normalizeId(v) : null))
      .superRefine((v, ctx) => {
        const error = v && iecError(v);
        if (error) ctx.addIssue({ code: 'custom', message: e(error) });
      }),
  });
export type GstClaimInput = z.input<ReturnType<typeof gstClaimSchema>>;
export type GstClaim = z.output<ReturnType<typeof gstClaimSchema>>;

/** One council membership: the council, its RCMC number and expiry date. */
export const rcmcClaimSchema = z.object({
  councilId: z.string(e('councilRequired')).trim().min(1, e('councilRequired')).max(40, e('councilRequired')),
  number: z
    .string(e('rcmcFormat'))
    .trim()
    .transform((v) => v.toUpperCase())
    .superRefine((v, ctx) => {
      const error = rcmcNumberError(v);
      if (error) ctx.addIssue({ code: 'custom', message: e(error) });
    }),
  expiresOn: z
    .string(e('expiryRequired'))
    .trim()
    .min(1, e('expiryRequired'))
    .pipe(z.iso.date(e('expiryRequired')))
    .superRefine((v, ctx) => {
      const error = rcmcExpiryError(v);
      if (error) ctx.addIssue({ code: 'custom', message: e(error) });
    }),
});
export type RcmcClaimInput = z.input<typeof rcmcClaimSchema>;
export type RcmcClaim = z.output<typeof rcmcClaimSchema>;

export const claimSchema = z.object({
  id: z.uuid(),
  kind: z.enum(claimKinds),
  councilId: z.string().nullable(),
  councilName: z.string().nullable(),
  number: z.string(),
  iec: z.string().nullable(),
  expiresOn: z.string().nullable(),
  status: z.enum(claimStatuses),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The certificate, served only to its owner and admins. */
  documentUrl: z.string(),
  documentType: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** The supplier's verification page: the level, the claims, and what the next level needs. */
export const verificationStatusSchema = z.object({
  level: z.enum(verificationLevels),
  businessState: z.string().nullable(),
  gst: claimSchema.nullable(),
  rcmc: z.array(claimSchema),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

// --- the trust score ---

export const trustPartSchema = z.object({
  part: z.enum(trustParts),
  points: z.number(),
  max: z.number(),
  /** Figures for the part's rule text (trust:parts.<part>.detail). */
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TrustPart = z.infer<typeof trustPartSchema>;

export const trustSchema = z.object({ score: z.number().int(), parts: z.array(trustPartSchema) });
export type Trust = z.infer<typeof trustSchema>;

// --- reviews ---

export const reviewFormSchema = z.object({
  rating: z.coerce
    .number(e('ratingRequired'))
    .int(e('ratingRequired'))
    .min(1, e('ratingRequired'))
    .max(5, e('ratingRequired')),
  text: text(e('reviewTextMin'), limits.reviewMin, limits.reviewMax),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;

export const reviewReplySchema = z.object({
  reply: text(e('replyRequired'), limits.replyMin, limits.replyMax),
});

export const reviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  text: z.string(),
  /** The buyer's name and company as they are now. */
  buyerName: z.string(),
  buyerCompany: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsSchema = z.object({
  count: z.number().int(),
  /** Plain average of the shown reviews, null without any. */
  average: z.number().nullable(),
  reviews: z.array(reviewSchema),
  /** Whether the reader may write one now, or why not (trust:reviewBlocked.<key>). */
  canReview: z.boolean(),
  blockedReason: z.enum(['signIn', 'noTrade', 'recent', 'own']).nullable(),
  /** Whether the reader owns the supplier (may answer). */
  isOwner: z.boolean(),
});
export type Reviews = z.infer<typeof reviewsSchema>;

// --- reports of listings and reviews (conversations and requirements have their own routes) ---

export const reportFormSchema = reportSchema.extend({
  subject: z.enum(['catalog', 'product', 'review'], e('reportSubject')),
  id: z.string(e('reportSubject')).trim().min(1, e('reportSubject')).max(100, e('reportSubject')),
});

// --- the admin console ---

export const adminPageQuery = z.object({
  q: z.string().trim().max(limits.search, tooLong).default(''),
  offset: z.coerce.number().int('common:errors.invalid').min(0, 'common:errors.invalid').default(0),
});

export const claimDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('reject'),
      reason: text(e('reasonRequired'), limits.reasonMin, limits.reasonMax),
    }),
  ],
  { error: e('decisionRequired') },
);

export const queueItemSchema = claimSchema.extend({
  supplier: z.object({
    id: z.string(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
    email: z.string(),
  }),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  role: z.enum(userRoles),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  supplierId: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('suspend'),
      reason: text(e('reasonRequired'), limits.reasonMin, limits.reasonMax),
    }),
    z.object({ action: z.literal('restore') }),
    z.object({ action: z.literal('role'), role: z.enum(userRoles, e('roleRequired')) }),
  ],
  { error: e('actionRequired') },
);

export const adminReportSchema = z.object({
  id: z.uuid(),
  subject: z.enum(reportSubjects),
  subjectId: z.string(),
  /** A line that names the subject: the listing's title, the review's text, the conversation's listing. */
  subjectLabel: z.string(),
  /** Where an admin can look at it (a path in the app). */
  subjectPath: z.string().nullable(),
  hidden: z.boolean(),
  reason: z.string(),
  reporterEmail: z.string(),
  reportedUserId: z.string().nullable(),
  reportedEmail: z.string().nullable(),
  status: z.enum(reportStatuses),
  action: z.enum(reportActions).nullable(),
  createdAt: z.string(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const reportDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('uphold'),
      action: z.enum(reportActions, e('actionRequired')),
      note: z.string().trim().max(limits.reasonMax, tooLong).default(''),
    }),
    z.object({ decision: z.literal('dismiss') }),
  ],
  { error: e('reportDecisionRequired') },
);

export type AuditValue = Record<string, unknown> | null;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  adminEmail: z.string(),
  /** Who acted, read now: an account, one since deleted, or the server's `admin:create` command. */
  actor: z.union([z.object({ name: z.string(), email: z.string() }), z.enum(['deleted', 'commandLine'])]),
  /** What was acted on, read now (null once deleted); a claim's target says which claim it was. */
  target: z
    .object({ name: z.string(), path: z.string().nullable(), claim: z.enum(['gst', 'rcmc']).optional() })
    .nullable(),
  action: z.enum(auditActions),
  subjectKind: z.string(),
  subjectId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const waitlistRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  phoneNumber: z.string(),
  createdAt: z.string(),
});
export const contactRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});

export const inboxParams = z.object({ inbox: z.enum(adminInboxes, 'common:errors.notFound') });

/** A page of any admin list. */
export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), items: z.array(item) });
