import { generateRandomString, hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { authLimits, type UserRole } from '../../shared/auth/constants';
import type { RegisterData } from '../../shared/auth/schema';
import type { Db } from '../db/client';
import { accounts, profiles, users } from '../db/schema';
import { AppError } from '../http/errors';
import { consumeLimits } from '../http/limits';
import { upsertSupplierForUser } from '../modules/suppliers/service';
import type { Auth } from './auth';

export interface NewAccount extends Omit<RegisterData, 'role'> {
  role: UserRole;
  /** Seed and test accounts start confirmed; people confirm by mail. */
  emailVerified: boolean;
}

const emailTakenKey = 'auth:errors.emailTaken';
const emailTaken = () => new AppError('conflict', emailTakenKey, { email: emailTakenKey });

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}

/**
 * The one way an account comes to exist (registration, seed, test factory): the better-auth
 * user and credential rows, the profile and, for suppliers, their directory row, in one
 * transaction. The password is hashed by better-auth, so its sign-in verifies it.
 */
export async function createAccount(db: Db, input: NewAccount): Promise<{ id: string }> {
  // Hashed first, so a taken address costs the same time as a new one (registration's answer).
  const password = await hashPassword(input.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();
  const id = generateRandomString(32, 'a-z', 'A-Z', '0-9');
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({ id, name: input.fullName, email: input.email, emailVerified: input.emailVerified });
      await tx.insert(accounts).values({ id, accountId: id, providerId: 'credential', userId: id, password });
      await tx.insert(profiles).values({
        id,
        role: input.role,
        fullName: input.fullName,
        email: input.email,
        companyName: input.companyName ?? null,
      });
      if (input.role === 'supplier') {
        await upsertSupplierForUser(tx, { userId: id, name: input.companyName ?? input.fullName });
      }
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
  return { id };
}

/**
 * Registration answers a registered address as it answers a new one, so it tells nobody who has an
 * account: a new address gets its confirmation mail, a registered one a mail to its owner instead.
 */
export async function registerAccount(
  deps: { db: Db; auth: Auth; windowSeconds: number },
  input: RegisterData,
  ip: string,
  language: string | undefined,
): Promise<void> {
  const { db, auth } = deps;
  const limits = [
    { key: `signup:ip:${ip}`, max: authLimits.signUpsPerIp },
    // Spares an owner a mailbox full of "someone tried to register" from many addresses.
    { key: `signup:email:${input.email}`, max: authLimits.signUpsPerEmail },
  ];
  await consumeLimits(db, limits, deps.windowSeconds, 'auth:errors.tooManyRequests');
  try {
    const { id } = await createAccount(db, { ...input, emailVerified: false });
    await auth.sendConfirmation({ id, email: input.email, name: input.fullName }, language);
  } catch (e) {
    if (!(e instanceof AppError && e.message === emailTakenKey)) throw e;
    const [owner] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, input.email));
    if (owner) await auth.sendAccountExists({ ...owner, email: input.email }, language);
  }
}
