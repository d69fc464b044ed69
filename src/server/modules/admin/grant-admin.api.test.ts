import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { auditCount, auditOf, signIn } from '../../testing/admin';
import { createTestUser } from '../../testing/factories';
import { setupTestApp } from '../../testing/test-app';
import { call } from '../../testing/trade';
import { commandLineActor, grantAdmin } from './grant-admin';

// `npm run admin:create -- email` (scripts/admin-create.ts) runs this on the app's database.
const ctx = setupTestApp();
const db = () => ctx.deps.database.db;

describe('granting admin from the command line', () => {
  it('creates a confirmed admin with a generated password that signs in, and records it', async () => {
    const granted = await grantAdmin(db(), '  Ops.Lead@Example.test ');
    expect(granted).toMatchObject({ email: 'ops.lead@example.test', created: true, alreadyAdmin: false });
    expect(granted.password).toMatch(/^[\w-]{16}$/);
    const res = await signIn(ctx, 'ops.lead@example.test', granted.password as string);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0] as string;
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie } });
    expect(audit.statusCode).toBe(200);
    // The console names the command as the actor and the new admin as the target.
    expect(audit.json().items).toContainEqual(
      expect.objectContaining({
        actor: 'commandLine',
        target: expect.objectContaining({ name: 'ops.lead' }),
      }),
    );
    expect((await auditOf(ctx, granted.id))[0]).toMatchObject({
      adminEmail: commandLineActor,
      action: 'user.role',
      before: null,
      after: { role: 'admin' },
    });
    const again = await grantAdmin(db(), 'ops.lead@example.test');
    expect(again).toMatchObject({ id: granted.id, created: false, alreadyAdmin: true });
    expect(again.password).toBeUndefined();
  });

  it('makes an existing account admin, keeping its password; or uses ADMIN_PASSWORD for a new one', async () => {
    const buyer = await createTestUser(ctx);
    const granted = await grantAdmin(db(), buyer.email);
    expect(granted).toMatchObject({ id: buyer.id, created: false, alreadyAdmin: false });
    expect((await call(ctx, buyer, 'GET', '/api/admin/users')).statusCode).toBe(200);
    expect((await auditOf(ctx, buyer.id))[0]).toMatchObject({
      before: { role: 'buyer' },
      after: { role: 'admin' },
    });
    const chosen = await grantAdmin(db(), 'second.admin@example.test', 'chosen-secret');
    expect(chosen.password).toBeUndefined();
    expect((await signIn(ctx, 'second.admin@example.test', 'chosen-secret')).statusCode).toBe(200);
  });

  it('refuses a bad email or a short password, creating nothing', async () => {
    const entries = await auditCount(ctx);
    await expect(grantAdmin(db(), 'not-an-email')).rejects.toThrow('auth:errors.invalidEmail');
    await expect(grantAdmin(db(), 'short@example.test', '123')).rejects.toThrow('auth:errors.passwordMin');
    expect(await db().select().from(users).where(eq(users.email, 'short@example.test'))).toEqual([]);
    expect(await auditCount(ctx)).toBe(entries);
    const [row] = await db()
      .select({ n: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, 'not-an-email'));
    expect(row).toBeUndefined();
  });
});
