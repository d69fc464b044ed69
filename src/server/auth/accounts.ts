import { generateRandomString, hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { UserRole } from '../../shared/auth/constants';
import type { RegisterData } from '../../shared/auth/schema';
import type { Db } from '../db/client';
import { accounts, profiles, users } from '../db/schema';
import { AppError } from '../http/errors';
import { upsertSupplierForUser } from '../modules/suppliers/service';

export interface NewAccount extends Omit<RegisterData, 'role'> {
  role: UserRole;
  /** Seed and test accounts start confirmed; people confirm by mail. */
  emailVerified: boolean;
}

const emailTaken = () =>
  new AppError('conflict', 'auth:errors.emailTaken', { email: 'auth:errors.emailTaken' });

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
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();
  const id = generateRandomString(32, 'a-z', 'A-Z', '0-9');
  const password = await hashPassword(input.password);
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
