// Without Kysely (~290 files at start): our database is reached through the drizzle adapter only.

import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createEmailVerificationToken } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  emailTokenTtlSeconds,
  passwordMaxLength,
  passwordMinLength,
  resetTokenTtlSeconds,
} from '../../shared/auth/constants';
import { routes } from '../../shared/routes';
import { resolveAuthSecret } from '../config';
import * as schema from '../db/schema';
import type { AppDeps } from '../http/deps';
import { translatorForLanguage } from '../http/i18n';
import { siteOrigins } from '../http/site-origins';
import type { Mailer } from '../mail/mailer';
import { type ActionMailKind, renderActionMail } from '../mail/templates';

export const authBasePath = '/api/auth';
/** Where the confirmation link lands; better-auth appends `error=` when the token is bad. */
export const confirmedCallback = `${routes.auth()}?verified=1`;

function requestLanguage(request: Request | undefined): string | undefined {
  const header = request?.headers.get('accept-language') ?? '';
  return header.split(',')[0]?.split(';')[0]?.split('-')[0]?.trim() || undefined;
}

export function createAuth(deps: AppDeps, mailer: Mailer, log: FastifyBaseLogger) {
  const { config } = deps;
  const { db } = deps.database;
  const secret = resolveAuthSecret(config);

  /** Mail in the recipient's chosen language, else the language of the page that asked. */
  async function sendActionMail(
    kind: ActionMailKind,
    user: { id: string; email: string; name: string },
    link: string,
    language?: string,
  ) {
    const [profile] = await db
      .select({ language: schema.profiles.language, fullName: schema.profiles.fullName })
      .from(schema.profiles)
      .where(eq(schema.profiles.id, user.id));
    const t = translatorForLanguage(profile?.language ?? language);
    const mail = renderActionMail(t, kind, {
      name: profile?.fullName ?? user.name,
      link,
      appName: config.appName,
    });
    await mailer.send({ to: user.email, link, ...mail });
  }

  const auth = betterAuth({
    appName: config.appName,
    baseURL: config.publicUrl,
    basePath: authBasePath,
    secret,
    trustedOrigins: siteOrigins(config),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema }),
    emailAndPassword: {
      enabled: true,
      // Registration is POST /api/account/register: it also writes the profile and role.
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      resetPasswordTokenExpiresIn: resetTokenTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }, request) =>
        sendActionMail('resetPassword', user, url, requestLanguage(request)),
    },
    emailVerification: {
      expiresIn: emailTokenTtlSeconds,
      // The confirmation link signs the new user in: they land on their dashboard, not a sign-in form.
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        // A change of address mails the new address, which is not yet the stored one.
        const [stored] = await db
          .select({ email: schema.users.email })
          .from(schema.users)
          .where(eq(schema.users.id, user.id));
        const kind = stored && stored.email !== user.email ? 'changeEmail' : 'confirmEmail';
        await sendActionMail(kind, user, url, requestLanguage(request));
      },
    },
    user: { changeEmail: { enabled: true } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Abuse limits are ours (auth/limits.ts): kept in the database and worded for the user.
    rateLimit: { enabled: false },
    // better-auth skips its origin checks when NODE_ENV=test; tests must see the real behaviour.
    advanced: { cookiePrefix: 'tradesetu', disableOriginCheck: false },
    databaseHooks: {
      // Every way in (sign-in, confirmation link) makes a session: a suspended account gets none.
      session: {
        create: {
          before: async (session) => {
            const [profile] = await db
              .select({ suspendedAt: schema.profiles.suspendedAt })
              .from(schema.profiles)
              .where(eq(schema.profiles.id, session.userId));
            if (profile?.suspendedAt)
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: 'Account suspended' });
          },
        },
      },
      user: {
        update: {
          after: async (user) => {
            await db
              .update(schema.profiles)
              .set({ email: user.email })
              .where(eq(schema.profiles.id, user.id));
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const fn = level === 'error' ? log.error : level === 'warn' ? log.warn : log.debug;
        fn.call(log, { args }, `better-auth: ${message}`);
      },
    },
  });

  /** Mails the confirmation link for a new account (registration skips better-auth's sign-up). */
  async function sendConfirmation(user: { id: string; email: string; name: string }, language?: string) {
    const token = await createEmailVerificationToken(secret, user.email, undefined, emailTokenTtlSeconds, {
      userId: user.id,
    });
    const url = `${config.publicUrl}${authBasePath}/verify-email?token=${token}&callbackURL=${encodeURIComponent(confirmedCallback)}`;
    await sendActionMail('confirmEmail', user, url, language);
  }

  /**
   * Tells the owner of a registered address that someone tried to register with it: the one who
   * tried is answered as for a new address, so registration does not tell who has an account.
   */
  async function sendAccountExists(user: { id: string; email: string; name: string }, language?: string) {
    await sendActionMail('accountExists', user, `${config.publicUrl}${routes.forgotPassword()}`, language);
  }

  return Object.assign(auth, { sendConfirmation, sendAccountExists, secret });
}

export type Auth = ReturnType<typeof createAuth>;
