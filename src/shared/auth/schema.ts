import { z } from 'zod';
import { languageCodes } from '../i18n/languages';
import {
  companyNameMaxLength,
  emailMaxLength,
  fullNameMaxLength,
  passwordMaxLength,
  passwordMinLength,
  phoneMaxDigits,
  phoneMinDigits,
  registrationRoles,
  userRoles,
} from './constants';

const email = (requiredKey: string) =>
  z
    .string(requiredKey)
    .trim()
    .toLowerCase()
    .min(1, requiredKey)
    .max(emailMaxLength, 'auth:errors.invalidEmail')
    .pipe(z.email('auth:errors.invalidEmail'));

/** Sign in: both fields, or 'Please enter both email and password'. */
export const signInSchema = z.object({
  email: email('auth:errors.bothRequired'),
  password: z.string('auth:errors.bothRequired').min(1, 'auth:errors.bothRequired'),
});
export type SignInInput = z.input<typeof signInSchema>;

const newPassword = (requiredKey: string) =>
  z
    .string(requiredKey)
    .min(1, requiredKey)
    .min(passwordMinLength, 'auth:errors.passwordMin')
    .max(passwordMaxLength, 'auth:errors.passwordMax');

const required = 'auth:errors.requiredFields';

export const registerSchema = z.object({
  fullName: z.string(required).trim().min(1, required).max(fullNameMaxLength, 'common:errors.tooLong'),
  email: email(required),
  password: newPassword(required),
  companyName: z
    .string()
    .trim()
    .max(companyNameMaxLength, 'common:errors.tooLong')
    .optional()
    .transform((v) => v || undefined),
  role: z.enum(registrationRoles, 'auth:errors.roleInvalid').default('buyer'),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email('auth:errors.emailRequired') });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPassword('auth:errors.passwordRequired'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: 'auth:errors.passwordsDontMatch', path: ['confirm'] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const resendConfirmationSchema = z.object({ email: email('auth:errors.emailRequired') });

const digitCount = (v: string) => v.replace(/\D/g, '').length;

export const profileUpdateSchema = z.object({
  fullName: z
    .string('account:errors.fullNameRequired')
    .trim()
    .min(1, 'account:errors.fullNameRequired')
    .max(fullNameMaxLength, 'common:errors.tooLong'),
  companyName: z
    .string()
    .trim()
    .max(companyNameMaxLength, 'common:errors.tooLong')
    .nullish()
    .transform((v) => v || null),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[\d\s()-]+$/.test(v), 'account:errors.phoneChars')
    .refine((v) => v === '' || digitCount(v) >= phoneMinDigits, 'account:errors.phoneMin')
    .refine((v) => digitCount(v) <= phoneMaxDigits, 'account:errors.phoneMax')
    .nullish()
    .transform((v) => v || null),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const languagePreferenceSchema = z.object({
  language: z.enum(languageCodes as [string, ...string[]], 'account:errors.languageInvalid').nullable(),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'account:errors.currentPasswordRequired'),
    newPassword: newPassword('account:errors.newPasswordRequired'),
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, {
    message: 'auth:errors.passwordsDontMatch',
    path: ['confirm'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: email('auth:errors.emailRequired') });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** Deleting an account asks the person to type their own email address. */
export const deleteAccountSchema = z.object({
  confirmation: z.string('account:errors.deleteConfirmation').trim().toLowerCase(),
});

export const profileSchema = z.object({
  id: z.string(),
  role: z.enum(userRoles),
  fullName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() }).nullable(),
  session: z.object({ expiresAt: z.string() }).nullable(),
  profile: profileSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;
