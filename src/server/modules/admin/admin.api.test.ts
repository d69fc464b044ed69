import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/trust/schema';
import {
  contactMessages,
  reports,
  reviews,
  supportMessages,
  supportRequests,
  users as userRows,
  verificationClaims,
  waitlistEntries,
} from '../../db/schema';
import { auditCount, auditOf } from '../../testing/admin';
import { createTestUser, type TestUser } from '../../testing/factories';
import { setupTestApp } from '../../testing/test-app';
import { type Caller, call, createTradingSupplier } from '../../testing/trade';

// Every /api/admin route is for admins only; the reviews, inboxes and audit log tabs.
const ctx = setupTestApp();
const roles = ['buyer', 'supplier', 'admin'] as const;
const users = {} as Record<(typeof roles)[number], TestUser>;
let seller: Awaited<ReturnType<typeof createTradingSupplier>>;

beforeAll(async () => {
  for (const role of roles) users[role] = await createTestUser(ctx, { role });
  seller = await createTradingSupplier(ctx, { titles: ['Terracotta planters'] });
});

const db = () => ctx.deps.database.db;

async function newReview() {
  const buyer = await createTestUser(ctx);
  const [row] = await db()
    .insert(reviews)
    .values({ supplierId: seller.supplierId, buyerId: buyer.id, rating: 4, text: 'Good packing, on time.' })
    .returning({ id: reviews.id });
  return row?.id as string;
}

async function newReport() {
  const reporter = await createTestUser(ctx);
  const [row] = await db()
    .insert(reports)
    .values({ reporterId: reporter.id, catalogId: seller.catalogIds[0], reason: 'Looks copied' })
    .returning({ id: reports.id });
  return row?.id as string;
}

async function newClaim() {
  const other = await createTradingSupplier(ctx, { titles: ['Coir mats'] });
  const [row] = await db()
    .insert(verificationClaims)
    .values({
      supplierId: other.supplierId,
      kind: 'gst',
      number: '27AAPFU0939F1ZV',
      documentKey: `private/verification/${other.supplierId}/doc`,
      documentType: 'application/pdf',
    })
    .returning({ id: verificationClaims.id });
  return row?.id as string;
}

async function newSupportRequest() {
  const asker = await createTestUser(ctx);
  const [row] = await db()
    .insert(supportRequests)
    .values({ userId: asker.id, subject: 'How do I get an IEC?' })
    .returning({ id: supportRequests.id });
  const id = row?.id as string;
  await db()
    .insert(supportMessages)
    .values({ requestId: id, authorId: asker.id, fromTeam: false, body: 'Where do I apply?' });
  return id;
}

/** Every admin route, with a request that an admin may make (made afresh for each caller). */
const adminRoutes: { method: 'GET' | 'POST'; path: string; request: () => Promise<[string, unknown?]> }[] = [
  { method: 'GET', path: '/api/admin/users', request: async () => ['/api/admin/users?q=example'] },
  {
    method: 'POST',
    path: '/api/admin/users/{id}',
    request: async () => [
      `/api/admin/users/${(await createTestUser(ctx)).id}`,
      { action: 'role', role: 'supplier' },
    ],
  },
  { method: 'GET', path: '/api/admin/reports', request: async () => ['/api/admin/reports?status=upheld'] },
  {
    method: 'POST',
    path: '/api/admin/reports/{id}/decision',
    request: async () => [`/api/admin/reports/${await newReport()}/decision`, { decision: 'dismiss' }],
  },
  {
    method: 'POST',
    path: '/api/admin/reviews/{id}',
    request: async () => [`/api/admin/reviews/${await newReview()}`, { hidden: true }],
  },
  { method: 'GET', path: '/api/admin/inboxes/{inbox}', request: async () => ['/api/admin/inboxes/contact'] },
  {
    method: 'GET',
    path: '/api/admin/inboxes/{inbox}/export.csv',
    request: async () => ['/api/admin/inboxes/waitlist/export.csv'],
  },
  { method: 'GET', path: '/api/admin/audit', request: async () => ['/api/admin/audit'] },
  { method: 'GET', path: '/api/admin/support', request: async () => ['/api/admin/support?status=open'] },
  { method: 'GET', path: '/api/admin/support/unread', request: async () => ['/api/admin/support/unread'] },
  {
    method: 'GET',
    path: '/api/admin/support/{id}',
    request: async () => [`/api/admin/support/${await newSupportRequest()}`],
  },
  {
    method: 'POST',
    path: '/api/admin/support/{id}/messages',
    request: async () => [
      `/api/admin/support/${await newSupportRequest()}/messages`,
      { message: 'Apply on dgft.gov.in with your PAN.' },
    ],
  },
  {
    method: 'POST',
    path: '/api/admin/support/{id}/close',
    request: async () => [`/api/admin/support/${await newSupportRequest()}/close`],
  },
  { method: 'GET', path: '/api/admin/claims', request: async () => ['/api/admin/claims?status=pending'] },
  {
    method: 'POST',
    path: '/api/admin/claims/{id}/decision',
    request: async () => [
      `/api/admin/claims/${await newClaim()}/decision`,
      { decision: 'reject', reason: 'The certificate is not readable.' },
    ],
  },
];

describe('who may use the admin API', () => {
  it('lists every /api/admin route the app has', () => {
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => m !== 'head')
          .map((m) => `${m.toUpperCase()} ${path}`),
      );
    expect(registered.sort()).toEqual(adminRoutes.map((r) => `${r.method} ${r.path}`).sort());
  });

  for (const route of adminRoutes) {
    for (const role of ['visitor', ...roles] as const) {
      const allowed = role === 'admin';
      it(`${route.method} ${route.path} as ${role}: ${allowed ? '2xx' : role === 'visitor' ? 401 : 403}`, async () => {
        const [url, body] = await route.request();
        const caller: Caller = role === 'visitor' ? null : users[role];
        const entries = await auditCount(ctx);
        const res = await call(ctx, caller, route.method, url, route.method === 'POST' ? body : undefined);
        if (allowed) {
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
          expect(res.statusCode, res.body).toBeLessThan(300);
          // People's data; the verification queue is another part's, with its own headers.
          if (!route.path.startsWith('/api/admin/claims'))
            expect(res.headers['cache-control']).toBe('no-store');
          return;
        }
        expect(res.statusCode, res.body).toBe(role === 'visitor' ? 401 : 403);
        expect(res.json().error.message).toBe(
          role === 'visitor' ? 'Please sign in to continue.' : 'This is available to administrators only.',
        );
        // Refused before anything is read or written.
        expect(await auditCount(ctx)).toBe(entries);
      });
    }
  }
});

describe('hiding a review', () => {
  it('hides and shows it again, each with its audit entry; asking twice changes nothing', async () => {
    const id = await newReview();
    const hide = await call(ctx, users.admin, 'POST', `/api/admin/reviews/${id}`, { hidden: true });
    expect(hide.json()).toEqual({ ok: true });
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row?.hiddenAt).not.toBeNull();
    const entries = await auditCount(ctx);
    await call(ctx, users.admin, 'POST', `/api/admin/reviews/${id}`, { hidden: true });
    expect(await auditCount(ctx)).toBe(entries);
    await call(ctx, users.admin, 'POST', `/api/admin/reviews/${id}`, { hidden: false });
    const [shown] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(shown?.hiddenAt).toBeNull();
    expect((await auditOf(ctx, id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['review.show', { hidden: true }, { hidden: false }],
      ['review.hide', { hidden: false }, { hidden: true }],
    ]);
  });

  it('answers an unknown review and a bad body with their messages', async () => {
    const unknown = await call(
      ctx,
      users.admin,
      'POST',
      '/api/admin/reviews/00000000-0000-4000-8000-000000000000',
      {
        hidden: true,
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('This review does not exist.');
    const id = await newReview();
    const bad = await call(ctx, users.admin, 'POST', `/api/admin/reviews/${id}`, { hidden: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.hidden).toBe('Choose what to do.');
    const [row] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(row?.hiddenAt).toBeNull();
  });
});

describe('the inboxes', () => {
  it('lists the waitlist and contact messages newest first, searchable', async () => {
    await db().insert(waitlistEntries).values({ email: 'early@example.test', phoneNumber: '+919876543210' });
    await db()
      .insert(contactMessages)
      .values([
        {
          name: 'Old',
          email: 'old@example.test',
          message: 'First message',
          createdAt: new Date(Date.now() - 60_000),
        },
        { name: 'New', email: 'new@example.test', company: 'Acme', message: 'Second message' },
      ]);
    const contact = await call(ctx, users.admin, 'GET', '/api/admin/inboxes/contact?q=message');
    expect(contact.json().total).toBe(2);
    expect(contact.json().items.map((m: { name: string }) => m.name)).toEqual(['New', 'Old']);
    const waitlist = await call(ctx, users.admin, 'GET', '/api/admin/inboxes/waitlist?q=early');
    expect(waitlist.json().items).toEqual([
      expect.objectContaining({ email: 'early@example.test', phoneNumber: '+919876543210' }),
    ]);
    const unknown = await call(ctx, users.admin, 'GET', '/api/admin/inboxes/orders');
    expect(unknown.statusCode).toBe(404);
    expect((await call(ctx, users.admin, 'GET', '/api/admin/inboxes/orders/export.csv')).statusCode).toBe(
      404,
    );
  });

  it('exports every row as a CSV attachment, quoted and safe from spreadsheet formulas', async () => {
    await db().insert(contactMessages).values({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'csv@example.test',
      company: 'Shah, Mehta & Co',
      message: 'Line one\nLine "two"',
    });
    const res = await call(ctx, users.admin, 'GET', '/api/admin/inboxes/contact/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="tradesetu-contact-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('name,email,company,message,sent');
    expect(res.body).toContain(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")",csv@example.test,"Shah, Mehta & Co","Line one\nLine ""two""",',
    );
    // A header, every row (a line break inside a quoted field is not a row end), and the last CRLF.
    const { total } = (await call(ctx, users.admin, 'GET', '/api/admin/inboxes/contact')).json();
    expect(lines.length).toBe(total + 2);
    const waitlist = await call(ctx, users.admin, 'GET', '/api/admin/inboxes/waitlist/export.csv');
    expect(waitlist.body).toContain('early@example.test,+919876543210,');
  });
});

describe('the audit log', () => {
  it('shows every admin action newest first, with who, what, when, before and after', async () => {
    const target = await createTestUser(ctx);
    for (const body of [{ action: 'suspend', reason: 'Spam messages' }, { action: 'restore' }]) {
      const res = await call(ctx, users.admin, 'POST', `/api/admin/users/${target.id}`, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await call(ctx, users.admin, 'GET', `/api/admin/audit?q=${target.id}`);
    const { items, total } = res.json() as { items: AuditEntry[]; total: number };
    expect(total).toBe(2);
    expect(items.map((e) => e.action)).toEqual(['user.restore', 'user.suspend']);
    expect(items[1]).toMatchObject({
      adminEmail: users.admin.email,
      subjectKind: 'user',
      subjectId: target.id,
      before: { suspendedAt: null },
      after: { reason: 'Spam messages' },
      createdAt: expect.any(String),
    });
    const all = (await call(ctx, users.admin, 'GET', '/api/admin/audit')).json() as { items: AuditEntry[] };
    const times = all.items.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  /** The newest entry about `subjectId`, as the console receives it. */
  async function entryAbout(subjectId: string) {
    const res = await call(ctx, users.admin, 'GET', `/api/admin/audit?q=${subjectId}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: AuditEntry[] }).items[0];
  }

  it('names the acting admin and what was acted on, as they are now', async () => {
    const admin = await createTestUser(ctx, { role: 'admin', fullName: 'Meera Admin' });
    const target = await createTestUser(ctx, { fullName: 'Kiran Spammer' });
    const suspended = await call(ctx, admin, 'POST', `/api/admin/users/${target.id}`, {
      action: 'suspend',
      reason: 'Spam messages',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await entryAbout(target.id)).toMatchObject({
      actor: { name: 'Meera Admin', email: admin.email },
      target: { name: 'Kiran Spammer', path: `/admin?tab=users&q=${encodeURIComponent(target.email)}` },
    });

    const claimId = await newClaim();
    await call(ctx, admin, 'POST', `/api/admin/claims/${claimId}/decision`, { decision: 'approve' });
    const claim = await entryAbout(claimId);
    expect(claim?.target).toMatchObject({ name: expect.stringMatching(/^Mill /), claim: 'gst' });
    expect(claim?.target?.path).toMatch(/^\/suppliers\//);

    const reportId = await newReport();
    await call(ctx, admin, 'POST', `/api/admin/reports/${reportId}/decision`, { decision: 'dismiss' });
    expect((await entryAbout(reportId))?.target).toEqual({
      name: 'Terracotta planters',
      path: `/catalogs/${seller.catalogIds[0]}`,
    });
  });

  it('says an actor or a target was deleted, and keeps the email the entry was written with', async () => {
    const admin = await createTestUser(ctx, { role: 'admin', fullName: 'Gone Admin' });
    const target = await createTestUser(ctx, { fullName: 'Also Gone' });
    const res = await call(ctx, admin, 'POST', `/api/admin/users/${target.id}`, {
      action: 'role',
      role: 'supplier',
    });
    expect(res.statusCode, res.body).toBe(200);
    await db().delete(userRows).where(eq(userRows.id, admin.id));
    expect(await entryAbout(target.id)).toMatchObject({ actor: 'deleted', adminEmail: admin.email });
    await db().delete(userRows).where(eq(userRows.id, target.id));
    expect((await entryAbout(target.id))?.target).toBeNull();
  });
});
