import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInCookie } from '../../testing/factories';
import { setupTestApp } from '../../testing/test-app';
import { profiles } from '../schema';
import { seedDemoAccounts } from './demo-accounts';

const ctx = setupTestApp();

describe('demo accounts', () => {
  it('creates a confirmed buyer, supplier and admin once, and a second start changes nothing', async () => {
    const { db } = ctx.deps.database;
    const first = await seedDemoAccounts(db, false);
    const second = await seedDemoAccounts(db, false);
    expect(second).toEqual(first);
    expect(first.map((a) => a.role)).toEqual(['buyer', 'supplier', 'admin']);
    const rows = await db
      .select({ role: profiles.role })
      .from(profiles)
      .where(
        inArray(
          profiles.email,
          first.map((a) => a.email),
        ),
      );
    expect(rows.map((r) => r.role).sort()).toEqual(['admin', 'buyer', 'supplier']);
    for (const a of first) expect(await signInCookie(ctx, a.email, a.password)).toContain('session_token');
  });

  it('creates none in production', async () => {
    expect(await seedDemoAccounts(ctx.deps.database.db, true)).toEqual([]);
  });
});
