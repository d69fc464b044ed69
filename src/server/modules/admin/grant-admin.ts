import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { passwordMaxLength, passwordMinLength } from '../../../shared/auth/constants';
import { forgotPasswordSchema } from '../../../shared/auth/schema';
import { createAccount } from '../../auth/accounts';
import type { Db } from '../../db/client';
import { auditLog, profiles, users } from '../../db/schema';
import { AppError } from '../../http/errors';

/** Who the audit log names for an admin made on the server's command line. */
export const commandLineActor = 'npm run admin:create';

export interface GrantedAdmin {
  id: string;
  email: string;
  /** A new account was made (confirmed, able to sign in at once). */
  created: boolean;
  /** The generated password of a new account, shown once; absent when one was given. */
  password?: string;
  alreadyAdmin: boolean;
}

export function checkEmail(input: string): string {
  const parsed = forgotPasswordSchema.shape.email.safeParse(input);
  if (!parsed.success) throw new AppError('validation', 'auth:errors.invalidEmail');
  return parsed.data;
}

function checkPassword(password: string) {
  if (password.length < passwordMinLength) throw new AppError('validation', 'auth:errors.passwordMin');
  if (password.length > passwordMaxLength) throw new AppError('validation', 'auth:errors.passwordMax');
}

/**
 * Makes the account with this email an admin, or creates a confirmed admin account when there is
 * none (with `password`, else a generated one). The audit log records it.
 */
export async function grantAdmin(db: Db, input: string, password?: string): Promise<GrantedAdmin> {
  const email = checkEmail(input);
  const [existing] = await db
    .select({ id: users.id, role: profiles.role })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  if (existing?.role === 'admin') return { id: existing.id, email, created: false, alreadyAdmin: true };
  if (existing) {
    await db.transaction(async (tx) => {
      await tx.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, existing.id));
      await recordGrant(tx, existing.id, { role: existing.role });
    });
    return { id: existing.id, email, created: false, alreadyAdmin: false };
  }
  if (password !== undefined) checkPassword(password);
  const chosen = password ?? randomBytes(12).toString('base64url');
  const fullName = email.split('@')[0] ?? email;
  const { id } = await createAccount(db, {
    role: 'admin',
    email,
    password: chosen,
    fullName,
    companyName: undefined,
    emailVerified: true,
  });
  await recordGrant(db, id, null);
  return {
    id,
    email,
    created: true,
    password: password === undefined ? chosen : undefined,
    alreadyAdmin: false,
  };
}

function recordGrant(db: Pick<Db, 'insert'>, userId: string, before: { role: string } | null) {
  return db.insert(auditLog).values({
    adminId: null,
    adminEmail: commandLineActor,
    action: 'user.role',
    subjectKind: 'user',
    subjectId: userId,
    before,
    after: { role: 'admin' },
  });
}
