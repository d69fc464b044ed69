import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalogs, listingImages, outbox, profiles, sessions, suppliers, users } from '../../db/schema';
import { createTestUser, type TestUser } from '../../testing/factories';
import { setupTestApp } from '../../testing/test-app';
import { imageKeys } from '../media/pipeline';

const ctx = setupTestApp();

function call(
  user: TestUser | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { origin: ctx.deps.config.publicUrl, ...(user ? { cookie: user.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}
const profileOf = async (id: string) =>
  (await ctx.deps.database.db.select().from(profiles).where(eq(profiles.id, id)))[0];

describe('profile', () => {
  it('reads and changes only the caller’s own profile; role and id in the body are ignored', async () => {
    const me = await createTestUser(ctx, { fullName: 'Asha' });
    const other = await createTestUser(ctx, { fullName: 'Other' });
    const res = await call(me, 'PATCH', '/api/account/profile', {
      fullName: '  Asha Rao ',
      companyName: 'Rao Traders',
      phone: '+91 98765 43210',
      role: 'admin',
      id: other.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.id,
      fullName: 'Asha Rao',
      role: 'buyer',
      phone: '+91 98765 43210',
    });
    expect((await profileOf(other.id))?.fullName).toBe('Other');
    const [user] = await ctx.deps.database.db.select().from(users).where(eq(users.id, me.id));
    expect(user?.name).toBe('Asha Rao');
  });

  it('explains a bad phone number and changes nothing', async () => {
    const me = await createTestUser(ctx, { fullName: 'Asha' });
    const res = await call(me, 'PATCH', '/api/account/profile', { fullName: 'New', phone: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.phone).toBe('Phone number must be at least 10 digits');
    expect((await profileOf(me.id))?.fullName).toBe('Asha');
  });

  it('keeps the language preference and refuses an unknown one', async () => {
    const me = await createTestUser(ctx);
    expect((await call(me, 'PUT', '/api/account/language', { language: 'hi' })).json().language).toBe('hi');
    const me2 = await call(me, 'GET', '/api/account/me');
    expect(me2.json().profile.language).toBe('hi');
    expect((await call(me, 'PUT', '/api/account/language', { language: 'xx' })).statusCode).toBe(400);
    expect((await profileOf(me.id))?.language).toBe('hi');
  });
});

describe('avatar', () => {
  it('stores a square JPEG, replaces the old file, and refuses what is not an image', async () => {
    const me = await createTestUser(ctx);
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ea580c' } })
      .png()
      .toBuffer();
    const upload = () => call(me, 'PUT', '/api/account/avatar', png, { 'content-type': 'image/png' });
    const first = (await upload()).json();
    const firstKey = first.avatarUrl.replace('/media/', '');
    const stored = await ctx.deps.storage.get(firstKey);
    const meta = await sharp(await streamToBuffer(stored?.body)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    await new Promise((r) => setTimeout(r, 5));
    const second = (await upload()).json();
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect(await ctx.deps.storage.get(firstKey)).toBeNull();

    const junk = await call(me, 'PUT', '/api/account/avatar', Buffer.from('not an image'), {
      'content-type': 'image/jpeg',
    });
    expect(junk.statusCode).toBe(422);
    expect(junk.json().error.message).toBe('Only JPG, PNG, GIF and WebP images are accepted.');
    const huge = await call(me, 'PUT', '/api/account/avatar', Buffer.alloc(5 * 1024 * 1024 + 1), {
      'content-type': 'image/jpeg',
    });
    expect(huge.statusCode).toBe(413);
    expect((await profileOf(me.id))?.avatarUrl).toBe(second.avatarUrl);
  });

  it('refuses an SVG sent as a PNG by its bytes, with the uploads’ message, and stores nothing', async () => {
    const me = await createTestUser(ctx, { role: 'supplier' });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
    );
    for (const [lng, message] of [
      ['en', 'Only JPG, PNG, GIF and WebP images are accepted.'],
      ['hi', 'केवल JPG, PNG, GIF और WebP तस्वीरें स्वीकार की जाती हैं।'],
    ]) {
      const res = await call(me, 'PUT', '/api/account/avatar', svg, {
        'content-type': 'image/png',
        'accept-language': lng as string,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'unprocessable', message });
    }
    expect((await profileOf(me.id))?.avatarUrl).toBeNull();
    const files: string[] = [];
    for await (const key of ctx.deps.storage.list(`avatars/${me.id}/`)) files.push(key);
    expect(files).toEqual([]);
  });
});

async function streamToBuffer(body: NodeJS.ReadableStream | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body ?? []) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

describe('settings', () => {
  it("'Start selling' makes a buyer a supplier with a directory row, once", async () => {
    const me = await createTestUser(ctx, { fullName: 'Kiran', companyName: 'Kiran Co' });
    expect((await call(me, 'GET', '/api/catalogs/mine')).statusCode).toBe(403);
    const res = await call(me, 'POST', '/api/account/become-supplier');
    expect(res.json().role).toBe('supplier');
    const [row] = await ctx.deps.database.db.select().from(suppliers).where(eq(suppliers.userId, me.id));
    expect(row?.name).toBe('Kiran Co');
    expect((await call(me, 'GET', '/api/catalogs/mine')).statusCode).not.toBe(403);
    expect((await call(me, 'POST', '/api/account/become-supplier')).statusCode).toBe(409);
  });

  it('changing the password signs out the other sessions and keeps this one', async () => {
    const me = await createTestUser(ctx);
    const someoneElse = await createTestUser(ctx, { email: `x${me.email}`, password: me.password });
    const laptop = { ...me, cookie: (await signInAgain(me)).cookie };
    const res = await call(me, 'POST', '/api/auth/change-password', {
      currentPassword: me.password,
      newPassword: 'another1',
      revokeOtherSessions: true,
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.headers['set-cookie'] ? { ...me, cookie: cookieOf(res.headers['set-cookie']) } : me;
    expect((await call(cookie, 'GET', '/api/account/me')).json().user?.id).toBe(me.id);
    expect((await call(laptop, 'GET', '/api/account/me')).json().user).toBeNull();
    expect((await call(someoneElse, 'GET', '/api/account/me')).json().user?.id).toBe(someoneElse.id);
    const wrong = await call(cookie, 'POST', '/api/auth/change-password', {
      currentPassword: 'not-it',
      newPassword: 'another2',
    });
    expect(wrong.json().error.message).toBe('Your current password is incorrect');
  });

  it('changes the email only once the new address confirms it', async () => {
    const me = await createTestUser(ctx);
    const newEmail = `new-${me.email}`;
    const res = await call(me, 'POST', '/api/auth/change-email', {
      newEmail,
      callbackURL: '/settings?emailChanged=1',
    });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(me.id))?.email).toBe(me.email);
    const [mail] = await ctx.deps.database.db.select().from(outbox).where(eq(outbox.to, newEmail));
    expect(mail?.subject).toBe('Confirm your new email for TradeSetu');
    const confirm = await ctx.app.inject({
      method: 'GET',
      url: mail?.link?.replace(ctx.deps.config.publicUrl, '') ?? '',
    });
    expect(confirm.headers.location).toBe('/settings?emailChanged=1');
    expect((await profileOf(me.id))?.email).toBe(newEmail);
  });

  it('deletes the account with its rows and files only when the email is typed', async () => {
    const me = await createTestUser(ctx, { role: 'supplier' });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const { avatarUrl } = (
      await call(me, 'PUT', '/api/account/avatar', png, { 'content-type': 'image/png' })
    ).json();
    const { db } = ctx.deps.database;
    const [catalog] = await db
      .insert(catalogs)
      .values({
        userId: me.id,
        title: 'Cotton',
        description: 'Cotton fabric',
        itemNumber: 'C-1',
        material: 'Cotton',
        category: 'textiles',
        template: 'basic',
        moq: 10,
        priceMin: '1',
        priceMax: '2',
      })
      .returning({ id: catalogs.id });
    // A photo's row keeps its files' common base; the JPEG and both WebP variants go with the account.
    const storageKey = `catalog_images/${catalog?.id}/1700000000000-0123abcd-0`;
    const photoFiles = Object.values(imageKeys(storageKey));
    for (const key of photoFiles) await ctx.deps.storage.put(key, png, 'image/png');
    const urls = { imageUrl: '/a', thumbUrl: '/b', displayUrl: '/c' };
    await db.insert(listingImages).values({
      catalogId: catalog?.id,
      ...urls,
      width: 1,
      height: 1,
      signature: '',
      storageKey,
      displayOrder: 0,
    });
    const refused = await call(me, 'DELETE', '/api/account', { confirmation: 'someone@else.test' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.confirmation).toBe('Type your email address exactly to confirm');

    const res = await call(me, 'DELETE', '/api/account', { confirmation: me.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const owned = [
      [users, users.id],
      [profiles, profiles.id],
      [sessions, sessions.userId],
      [catalogs, catalogs.userId],
      [suppliers, suppliers.userId],
    ] as const;
    for (const [table, column] of owned) {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(column, me.id));
      expect(rows[0]?.n).toBe(0);
    }
    for (const key of [avatarUrl.replace('/media/', ''), ...photoFiles])
      expect(await ctx.deps.storage.get(key)).toBeNull();
    expect((await call(me, 'GET', '/api/account/me')).json().user).toBeNull();
  });
});

describe('dashboard', () => {
  it('counts a supplier’s catalogs and shows what the profile still lacks', async () => {
    const me = await createTestUser(ctx, { role: 'supplier', companyName: 'Dash Co' });
    const { db } = ctx.deps.database;
    for (const title of ['First', 'Second']) {
      await db.insert(catalogs).values({
        userId: me.id,
        title,
        description: 'Description',
        itemNumber: title,
        material: 'Cotton',
        category: 'textiles',
        template: 'basic',
        moq: 1,
        priceMin: '1',
        priceMax: '2',
      });
    }
    const res = (await call(me, 'GET', '/api/account/dashboard')).json();
    expect(res.supplier).toMatchObject({ catalogs: 2, products: 0 });
    expect(res.supplier.latestCatalogs.map((c: { title: string }) => c.title).sort()).toEqual([
      'First',
      'Second',
    ]);
    expect(res.completeness.missing).toEqual([
      'phone',
      'avatarUrl',
      'businessDescription',
      'businessCity',
      'businessState',
    ]);
    expect(res.completeness.percent).toBe(29);
  });

  it('gives a buyer no supplier figures', async () => {
    const me = await createTestUser(ctx);
    const res = (await call(me, 'GET', '/api/account/dashboard')).json();
    expect(res).toMatchObject({ role: 'buyer', supplier: null });
  });
});

function cookieOf(setCookie: string | string[]): string {
  return (Array.isArray(setCookie) ? setCookie : [setCookie]).map((c) => c.split(';')[0]).join('; ');
}

async function signInAgain(user: TestUser) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ctx.deps.config.publicUrl },
    payload: { email: user.email, password: user.password },
  });
  return { cookie: cookieOf(res.headers['set-cookie'] ?? []) };
}
