import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupplierDetail } from '../../../shared/suppliers/schema';
import type { AdminUser } from '../../../shared/trust/schema';
import { catalogs, suppliers } from '../../db/schema';
import { accountState, auditCount, auditOf, signIn } from '../../testing/admin';
import { createTestUser, type TestUser } from '../../testing/factories';
import { setupTestApp } from '../../testing/test-app';
import { call, createTradingSupplier, mailsTo } from '../../testing/trade';

// The users tab: search, suspend and restore, change of role; never on one's own account.
const ctx = setupTestApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser(ctx, { role: 'admin' });
});

const act = (id: string, body: unknown, who: TestUser = admin) =>
  call(ctx, who, 'POST', `/api/admin/users/${encodeURIComponent(id)}`, body);
const list = async (query = '') => {
  const res = await call(ctx, admin, 'GET', `/api/admin/users${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; items: AdminUser[] };
};
const me = async (user: TestUser) => (await call(ctx, user, 'GET', '/api/account/me')).json().user;

describe('the users list', () => {
  it('finds accounts by email, name or company, newest first, 50 a page', async () => {
    const tag = `find${Date.now()}`;
    const first = await createTestUser(ctx, { email: `${tag}-a@example.test`, fullName: 'Kavya Iyer' });
    const second = await createTestUser(ctx, {
      role: 'supplier',
      fullName: `Ramesh ${tag}`,
      companyName: 'Coir Works',
    });
    const third = await createTestUser(ctx, { companyName: `${tag} Traders` });
    const found = await list(`?q=${tag}`);
    expect(found.total).toBe(3);
    expect(found.items.map((u) => u.id)).toEqual([third.id, second.id, first.id]);
    const supplier = found.items[1] as AdminUser;
    expect(supplier).toMatchObject({
      email: second.email,
      fullName: `Ramesh ${tag}`,
      companyName: 'Coir Works',
      role: 'supplier',
      suspendedAt: null,
    });
    expect(supplier.supplierId).toEqual(expect.any(String));
    expect((await list(`?q=${tag.toUpperCase()}&offset=2`)).items.map((u) => u.id)).toEqual([first.id]);
    // Like-patterns are literal: % matches nothing here.
    expect((await list('?q=%25%25%25')).total).toBe(0);
    const all = await list();
    expect(all.items.length).toBe(Math.min(50, all.total));
  });

  it('refuses a bad page with a message', async () => {
    const res = await call(ctx, admin, 'GET', '/api/admin/users?offset=-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.offset).toBe('This value is not valid.');
    const long = await call(ctx, admin, 'GET', `/api/admin/users?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });
});

describe('suspending an account', () => {
  it('ends its sessions, refuses its sign-in with the reason why, mails it and records it', async () => {
    const user = await createTestUser(ctx, { role: 'supplier' });
    expect(await me(user)).not.toBeNull();
    const res = await act(user.id, { action: 'suspend', reason: 'Fake listings of branded goods' });
    expect(res.statusCode, res.body).toBe(200);
    const { user: shown } = res.json() as { user: AdminUser };
    expect(shown.suspendedAt).toEqual(expect.any(String));
    expect(await accountState(ctx, user.id)).toMatchObject({ sessions: 0 });
    // The old cookie is a visitor's now.
    expect(await me(user)).toBeNull();
    expect((await call(ctx, user, 'GET', '/api/account/profile')).statusCode).toBe(401);
    const refused = await signIn(ctx, user.email, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'account_suspended',
      message:
        'This account is suspended. Write to us through the contact page if you think this is a mistake.',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A wrong password still gets the usual answer: the suspension is told only to the owner.
    expect((await signIn(ctx, user.email, 'not-the-password')).statusCode).toBe(401);
    const [mail] = await mailsTo(ctx, user.email);
    expect(mail?.subject).toBe('Your TradeSetu account is suspended');
    expect(mail?.text).toContain('Reason: Fake listings of branded goods');
    const [entry] = await auditOf(ctx, user.id);
    expect(entry).toMatchObject({
      action: 'user.suspend',
      adminEmail: admin.email,
      subjectKind: 'user',
      before: { suspendedAt: null },
      after: { suspendedAt: shown.suspendedAt, reason: 'Fake listings of branded goods', listingsHidden: 0 },
    });
  });

  it('refuses to suspend twice, and restores: the account signs in again', async () => {
    const user = await createTestUser(ctx);
    expect((await act(user.id, { action: 'suspend', reason: 'Spam messages' })).statusCode).toBe(200);
    const before = await accountState(ctx, user.id);
    const entries = await auditCount(ctx);
    const again = await act(user.id, { action: 'suspend', reason: 'Spam again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This account is already suspended.');
    expect(await accountState(ctx, user.id)).toEqual(before);
    expect(await auditCount(ctx)).toBe(entries);

    const restored = await act(user.id, { action: 'restore' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().user.suspendedAt).toBeNull();
    expect((await signIn(ctx, user.email, user.password)).statusCode).toBe(200);
    const [entry] = await auditOf(ctx, user.id);
    expect(entry).toMatchObject({
      action: 'user.restore',
      before: { suspendedAt: before.suspendedAt?.toISOString() },
      after: { suspendedAt: null, listingsShown: 0 },
    });
    const twice = await act(user.id, { action: 'restore' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This account is not suspended.');
  });
});

describe('a suspended supplier', () => {
  it('leaves the directory with every listing, and a restore brings back only what the suspension hid', async () => {
    const owner = await createTradingSupplier(ctx, { titles: ['Engraved brass planter', 'Brass diya set'] });
    const [shownId, hiddenId] = owner.catalogIds;
    // Hidden by the moderators earlier, for its own reason.
    await ctx.deps.database.db
      .update(catalogs)
      .set({ hiddenAt: new Date(Date.now() - 86_400_000) })
      .where(eq(catalogs.id, hiddenId as string));
    // What a visitor sees of the business: its page (404 when not listed) and the listings on it.
    const page = async () => {
      const res = await call(ctx, null, 'GET', `/api/suppliers/${owner.supplierId}`);
      return res.statusCode === 200 ? (res.json() as SupplierDetail).catalogs.map((c) => c.id) : 404;
    };
    expect(await page()).toEqual([shownId]);

    expect((await act(owner.id, { action: 'suspend', reason: 'Counterfeit goods' })).statusCode).toBe(200);
    expect(await page()).toBe(404);
    const hidden = await ctx.deps.database.db
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(isNull(catalogs.hiddenAt));
    expect(hidden.map((c) => c.id)).not.toContain(shownId);
    expect((await auditOf(ctx, owner.id))[0]?.after).toMatchObject({ listingsHidden: 1 });

    expect((await act(owner.id, { action: 'restore' })).statusCode).toBe(200);
    expect(await page()).toEqual([shownId]);
    expect((await auditOf(ctx, owner.id))[0]?.after).toMatchObject({ listingsShown: 1 });
  });
});

describe('changing a role', () => {
  it('makes a buyer a supplier with a directory row, and records before and after', async () => {
    const user = await createTestUser(ctx, { fullName: 'Nisha Rao', companyName: 'Rao Exports' });
    const res = await act(user.id, { action: 'role', role: 'supplier' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'supplier', supplierId: expect.any(String) });
    const [row] = await ctx.deps.database.db.select().from(suppliers).where(eq(suppliers.userId, user.id));
    expect(row?.name).toBe('Rao Exports');
    // The role counts from the next request of the same session.
    expect((await call(ctx, user, 'GET', '/api/suppliers/me')).statusCode).not.toBe(403);
    expect((await auditOf(ctx, user.id))[0]).toMatchObject({
      action: 'user.role',
      before: { role: 'buyer' },
      after: { role: 'supplier' },
    });
    const admin2 = await act(user.id, { action: 'role', role: 'admin' });
    expect(admin2.json().user.role).toBe('admin');
    expect((await call(ctx, user, 'GET', '/api/admin/audit')).statusCode).toBe(200);
    const same = await act(user.id, { action: 'role', role: 'admin' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe('This account already has this role.');
  });
});

describe('what an admin cannot do', () => {
  it('refuses every action on their own account, and an unknown account, changing nothing', async () => {
    const before = await accountState(ctx, admin.id);
    const entries = await auditCount(ctx);
    for (const body of [
      { action: 'suspend', reason: 'Testing myself' },
      { action: 'restore' },
      { action: 'role', role: 'buyer' },
    ]) {
      const res = await act(admin.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('You cannot change your own account here.');
      const unknown = await act('no-such-user', body);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('This account does not exist.');
    }
    expect(await accountState(ctx, admin.id)).toEqual(before);
    expect(await auditCount(ctx)).toBe(entries);
  });

  it('answers bad bodies with the field messages and changes nothing', async () => {
    const user = await createTestUser(ctx);
    const before = await accountState(ctx, user.id);
    const entries = await auditCount(ctx);
    const cases: [unknown, string, string][] = [
      [{ action: 'suspend' }, 'reason', 'Give a reason (at least 5 characters).'],
      [{ action: 'suspend', reason: ' no ' }, 'reason', 'Give a reason (at least 5 characters).'],
      [{ action: 'suspend', reason: 'x'.repeat(501) }, 'reason', 'This value is too long.'],
      [{ action: 'role', role: 'owner' }, 'role', 'Choose a role.'],
      [{ action: 'delete' }, 'action', 'Choose what to do.'],
      [{}, 'action', 'Choose what to do.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await act(user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields?.[field] ?? res.json().error.fields?._, JSON.stringify(body)).toBe(
        message,
      );
    }
    expect(await accountState(ctx, user.id)).toEqual(before);
    expect(await auditCount(ctx)).toBe(entries);
  });
});
