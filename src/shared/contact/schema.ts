import { z } from 'zod';
import { emailField } from '../waitlist/schema';
import { contactLimits } from './constants';

const required = (max: number) =>
  z
    .string('pages:contact.errors.required')
    .trim()
    .min(1, 'pages:contact.errors.required')
    .max(max, 'common:errors.tooLong');

export const contactSchema = z.object({
  name: required(contactLimits.name),
  email: z
    .string('pages:contact.errors.required')
    .trim()
    .min(1, 'pages:contact.errors.required')
    .pipe(emailField),
  company: z
    .string()
    .trim()
    .max(contactLimits.company, 'common:errors.tooLong')
    .nullish()
    .transform((v) => v || null),
  message: required(contactLimits.message),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

/** A stored message as the admin list shows it. */
export const contactMessageRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
