import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isSupplierRole, type UserRole } from '../../shared/auth/constants';
import { profiles } from '../db/schema';
import { AppError } from './errors';

export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
  isSupplier: boolean;
  fullName: string;
  language: string | null;
}

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

async function loadSessionUser(req: FastifyRequest): Promise<SessionUser | null> {
  if (!req.headers.cookie?.includes('session_token')) return null;
  const session = await req.server.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!session) return null;
  const [profile] = await req.server.deps.database.db
    .select()
    .from(profiles)
    .where(eq(profiles.id, session.user.id));
  // A suspended account's sessions are deleted; one created in the same instant is refused here.
  if (!profile || profile.suspendedAt) return null;
  return {
    id: profile.id,
    email: session.user.email,
    role: profile.role,
    isSupplier: isSupplierRole(profile.role),
    fullName: profile.fullName,
    language: profile.language,
  };
}

/** The signed-in user of this request (read once per request), or null. */
export function getSessionUser(req: FastifyRequest): Promise<SessionUser | null> {
  let user = resolved.get(req);
  if (!user) {
    user = loadSessionUser(req);
    resolved.set(req, user);
  }
  return user;
}

/** The signed-in user, else 401. (That a change comes from our own pages: security.ts.) */
export async function requireUser(req: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(req);
  if (!user) throw new AppError('unauthenticated', 'auth:errors.signInRequired');
  return user;
}

export async function requireSupplier(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(req);
  if (!user.isSupplier) throw new AppError('forbidden', 'auth:errors.supplierOnly');
  return user;
}

export async function requireAdmin(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(req);
  if (user.role !== 'admin') throw new AppError('forbidden', 'auth:errors.adminOnly');
  return user;
}

/**
 * Route options that check access before the body is validated, so an anonymous caller gets 401
 * (and a buyer 403) rather than a validation error: `app.put(url, { ...supplierOnly, schema }, h)`.
 */
export const signedIn = { preValidation: async (req: FastifyRequest) => void (await requireUser(req)) };
export const supplierOnly = {
  preValidation: async (req: FastifyRequest) => void (await requireSupplier(req)),
};
export const adminOnly = { preValidation: async (req: FastifyRequest) => void (await requireAdmin(req)) };
