import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Council, CouncilDetail } from '../../../shared/councils/schema';
import type { Claim, QueueItem, VerificationStatus } from '../../../shared/trust/schema';
import { auditLog, supplierCouncils, suppliers } from '../../db/schema';
import { createTestUser, type TestUser } from '../../testing/factories';
import { sceneImage } from '../../testing/images';
import { multipart, type Part } from '../../testing/multipart';
import { setupTestApp } from '../../testing/test-app';
import {
  type Caller,
  call,
  createTradingSupplier,
  daysFromNow,
  mailsTo,
  rowCount,
} from '../../testing/trade';
import { sweepOrphanImages } from '../catalogs/sweeper';
import { verificationDocumentPrefix } from './verification';

// A supplier claims a GST registration and council memberships with certificates; an admin decides.
const ctx = setupTestApp();
type Supplier = Awaited<ReturnType<typeof createTradingSupplier>>;
let buyer: TestUser;
let admin: TestUser;
let noBusiness: TestUser;
let owner: Supplier;
let other: Supplier;

const validGstin = '27AAPFU0939F1ZV';
const pdf = (text = 'certificate') => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const doc = (data: Buffer, type = 'application/pdf', filename = 'gst.pdf'): Part => ({
  name: 'document',
  filename,
  type,
  data,
});

async function submit(user: Caller, kind: 'gst' | 'rcmc', details: unknown, files: Part[] = [doc(pdf())]) {
  const body = await multipart(details, files);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/trust/verification/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, origin: ctx.deps.config.publicUrl, ...(user ? { cookie: user.cookie } : {}) },
  });
}
async function submitted(user: Caller, kind: 'gst' | 'rcmc', details: unknown, files?: Part[]) {
  const res = await submit(user, kind, details, files);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { claim: Claim }).claim;
}
const rcmc = (over: object = {}) => ({
  councilId: 'epch',
  number: 'EPCH/RCMC/2024/5521',
  expiresOn: daysFromNow(365),
  ...over,
});
const status = async (user: TestUser) =>
  (await call(ctx, user, 'GET', '/api/trust/verification')).json() as VerificationStatus;
const decide = (user: Caller, id: string, body: unknown) =>
  call(ctx, user, 'POST', `/api/admin/claims/${id}/decision`, body);
const queue = async (query = '') =>
  (await call(ctx, admin, 'GET', `/api/admin/claims${query}`)).json() as {
    total: number;
    items: QueueItem[];
  };
const levelOf = async (supplierId: string) =>
  (
    await ctx.deps.database.db
      .select({ level: suppliers.verificationLevel })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId))
  )[0]?.level;

/** Every stored certificate file. */
async function documentFiles() {
  const keys: string[] = [];
  for await (const key of ctx.deps.storage.list(verificationDocumentPrefix)) keys.push(key);
  return keys.sort();
}
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { message: string; fields?: Record<string, string> } }).error;

beforeAll(async () => {
  buyer = await createTestUser(ctx);
  admin = await createTestUser(ctx, { role: 'admin' });
  noBusiness = await createTestUser(ctx, { role: 'supplier' });
  owner = await createTradingSupplier(ctx, {
    name: 'Pune Brass Works',
    state: 'Maharashtra',
    titles: ['Brass lamps'],
  });
  other = await createTradingSupplier(ctx, {
    name: 'Nashik Copper',
    state: 'Maharashtra',
    titles: ['Copper jugs'],
  });
});

describe('the GST claim', () => {
  it('refuses an invalid GSTIN with what is wrong, then takes a valid one that an admin approves', async () => {
    const bad = await submit(owner, 'gst', { gstin: '27AAPFU0939F1ZW' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.gstin).toBe(
      'The last character of this GSTIN does not match its check character. Check it for a typing mistake.',
    );
    const elsewhere = await submit(owner, 'gst', { gstin: '24AAPFU0939F1ZX' });
    expect(errorOf(elsewhere).fields?.gstin).toMatch(/does not match your business state/);
    expect(await rowCount(ctx, 'verification_claims')).toBe(0);
    expect(await documentFiles()).toEqual([]);

    const claim = await submitted(owner, 'gst', { gstin: ' 27aapfu0939f1zv ', iec: 'aapfu0939f' });
    expect(claim).toMatchObject({
      kind: 'gst',
      number: validGstin,
      iec: 'AAPFU0939F',
      status: 'pending',
      reason: null,
      documentType: 'application/pdf',
      documentUrl: `/api/trust/documents/${claim.id}`,
    });
    expect(await status(owner)).toMatchObject({
      level: 'new',
      businessState: 'Maharashtra',
      gst: { id: claim.id, status: 'pending' },
      rcmc: [],
    });

    const pending = await queue();
    expect(pending.items.find((i) => i.id === claim.id)).toMatchObject({
      number: validGstin,
      supplier: { id: owner.supplierId, name: 'Pune Brass Works', state: 'Maharashtra', email: owner.email },
    });

    const res = await decide(admin, claim.id, { decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { claim: QueueItem }).claim).toMatchObject({
      id: claim.id,
      status: 'approved',
      reason: null,
    });
    expect((await status(owner)).gst).toMatchObject({ status: 'approved' });
    expect(await levelOf(owner.supplierId)).toBe('verified');
    const [mail] = await mailsTo(ctx, owner.email);
    expect(mail?.subject).toBe('Your GST registration is verified');
    expect(mail?.text).toContain('Verified badge');
    const [audit] = await ctx.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, claim.id));
    expect(audit).toMatchObject({
      action: 'claim.approve',
      adminEmail: admin.email,
      subjectKind: 'claim',
      before: { status: 'pending', reason: null },
      after: { status: 'approved', reason: null },
    });

    const again = await decide(admin, claim.id, { decision: 'reject', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This request has already been decided.');
    expect((await queue('?status=approved')).items.map((i) => i.id)).toContain(claim.id);
  });

  it('is rejected with a reason that is emailed, and a resubmission replaces it', async () => {
    const first = await submitted(other, 'gst', { gstin: validGstin }, [doc(pdf('first'))]);
    const [firstFile] = await documentFiles().then((keys) => keys.filter((k) => k.includes(first.id)));

    const noReason = await decide(admin, first.id, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields?.reason).toBe('Give a reason (at least 5 characters).');
    const reason = 'The certificate is for a different business name.';
    const res = await decide(admin, first.id, { decision: 'reject', reason });
    expect(res.statusCode, res.body).toBe(200);
    expect((await status(other)).gst).toMatchObject({ id: first.id, status: 'rejected', reason });
    const mails = await mailsTo(ctx, other.email);
    expect(mails.at(-1)?.subject).toBe('Your GST registration could not be verified');
    expect(mails.at(-1)?.text).toContain(`Reason: ${reason}`);
    const [audit] = await ctx.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, first.id));
    expect(audit).toMatchObject({ action: 'claim.reject', after: { status: 'rejected', reason } });

    const png = await sceneImage(3, { width: 64, height: 48, format: 'png' });
    const second = await submitted(other, 'gst', { gstin: validGstin }, [doc(png, 'image/png', 'scan.png')]);
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ status: 'pending', reason: null, documentType: 'image/png' });
    expect((await status(other)).gst?.id).toBe(second.id);
    const files = await documentFiles();
    expect(files).not.toContain(firstFile);
    expect(files.filter((k) => k.includes(second.id))).toHaveLength(1);
    expect((await call(ctx, other, 'GET', first.documentUrl)).statusCode).toBe(404);
    const served = await call(ctx, other, 'GET', second.documentUrl);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('needs the business details, a certificate of an accepted type and at most 10 MB', async () => {
    const before = { rows: await rowCount(ctx, 'verification_claims'), files: await documentFiles() };
    const cases: [TestUser, Part[], number, string][] = [
      [noBusiness, [doc(pdf())], 400, 'Add your business details first: verification checks them.'],
      [owner, [], 400, 'Attach the certificate as a PDF or a photo.'],
      [
        owner,
        [doc(await sceneImage(1, { width: 40, height: 30, format: 'gif' }), 'image/gif', 'c.gif')],
        400,
        'The certificate must be a PDF, JPEG, PNG or WebP file.',
      ],
      [
        owner,
        [doc(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'application/pdf')],
        400,
        'The certificate must be a PDF, JPEG, PNG or WebP file.',
      ],
      [
        owner,
        [doc(Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]))],
        413,
        'The certificate is larger than 10 MB. Attach a smaller scan or photo.',
      ],
      [owner, [doc(pdf()), doc(pdf())], 400, 'Attach one certificate file at a time.'],
    ];
    for (const [user, files, code, message] of cases) {
      const res = await submit(user, 'gst', { gstin: validGstin }, files);
      expect(res.statusCode, res.body).toBe(code);
      expect(errorOf(res).message).toBe(message);
    }
    const unknownCouncil = await submit(owner, 'rcmc', rcmc({ councilId: 'nope' }));
    expect(errorOf(unknownCouncil).fields?.councilId).toBe('This council is not on TradeSetu.');
    const expired = await submit(owner, 'rcmc', rcmc({ expiresOn: daysFromNow(0) }));
    expect(errorOf(expired).fields?.expiresOn).toMatch(/has expired/);
    expect(await rowCount(ctx, 'verification_claims')).toBe(before.rows);
    expect(await documentFiles()).toEqual(before.files);
    expect((await status(owner)).gst?.status).toBe('approved');
  });
});

describe('council membership (RCMC)', () => {
  const memberCount = async (councilId: string) =>
    ((await call(ctx, null, 'GET', '/api/councils')).json() as { councils: Council[] }).councils.find(
      (c) => c.id === councilId,
    )?.memberCount;
  const expireOn = async (date: string) => {
    await ctx.deps.database.db
      .update(supplierCouncils)
      .set({ expiresOn: date })
      .where(eq(supplierCouncils.supplierId, owner.supplierId));
    ctx.app.changes.notify('suppliers');
  };
  const memberIds = async (councilId: string) =>
    ((await call(ctx, null, 'GET', `/api/councils/${councilId}`)).json() as CouncilDetail).suppliers.map(
      (s) => s.id,
    );

  it('makes the supplier a member until the RCMC expires once approved; one claim per council', async () => {
    const countBefore = await memberCount('epch');
    const first = await submitted(owner, 'rcmc', rcmc({ number: 'epch/1111' }));
    const replaced = await submitted(owner, 'rcmc', rcmc());
    const apeda = await submitted(owner, 'rcmc', rcmc({ councilId: 'apeda' }), [
      doc(await sceneImage(2, { width: 64, height: 48 }), 'image/jpeg', 'rcmc.jpg'),
    ]);
    const { rcmc: claims } = await status(owner);
    expect(claims.map((c) => c.id).sort()).toEqual([replaced.id, apeda.id].sort());
    expect(claims.find((c) => c.id === replaced.id)).toMatchObject({
      councilId: 'epch',
      councilName: expect.any(String),
      number: 'EPCH/RCMC/2024/5521',
      expiresOn: daysFromNow(365),
      status: 'pending',
    });
    expect((await call(ctx, owner, 'GET', first.documentUrl)).statusCode).toBe(404);

    expect((await decide(admin, replaced.id, { decision: 'approve' })).statusCode).toBe(200);
    const [membership] = await ctx.deps.database.db
      .select()
      .from(supplierCouncils)
      .where(and(eq(supplierCouncils.supplierId, owner.supplierId), eq(supplierCouncils.councilId, 'epch')));
    expect(membership?.expiresOn).toBe(daysFromNow(365));
    expect(await memberCount('epch')).toBe((countBefore ?? 0) + 1);
    expect(await memberIds('epch')).toContain(owner.supplierId);
    const mail = (await mailsTo(ctx, owner.email)).at(-1);
    expect(mail?.subject).toMatch(/membership \(RCMC\) is verified$/);
    expect(mail?.text).toContain('EPC Certified badge');
    expect(await levelOf(owner.supplierId)).toBe('epc');

    // The day it expires, the membership no longer counts.
    await expireOn(daysFromNow(0));
    expect(await memberCount('epch')).toBe(countBefore);
    expect(await memberIds('epch')).not.toContain(owner.supplierId);
    await expireOn(daysFromNow(1));
    expect(await memberCount('epch')).toBe((countBefore ?? 0) + 1);
  });
});

describe('private certificates', () => {
  it('reach only their supplier and admins, never /media', async () => {
    const data = pdf('private');
    const claim = await submitted(owner, 'rcmc', rcmc({ councilId: 'eepc' }), [doc(data)]);
    const own = await call(ctx, owner, 'GET', claim.documentUrl);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(data)).toBe(true);
    const byAdmin = await call(ctx, admin, 'GET', claim.documentUrl);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(data)).toBe(true);
    expect((await call(ctx, other, 'GET', claim.documentUrl)).statusCode).toBe(404);
    expect((await call(ctx, buyer, 'GET', claim.documentUrl)).statusCode).toBe(404);
    expect((await call(ctx, null, 'GET', claim.documentUrl)).statusCode).toBe(401);
    expect((await call(ctx, owner, 'GET', '/api/trust/documents/not-a-claim')).statusCode).toBe(404);
    const [key] = (await documentFiles()).filter((k) => k.includes(claim.id));
    expect(key).toMatch(/^private\/verification\//);
    expect((await call(ctx, owner, 'GET', `/media/${key}`)).statusCode).toBe(404);
    expect((await call(ctx, admin, 'GET', `/media/${key}`)).statusCode).toBe(404);
  });

  it('are kept by the sweeper while a claim names them; orphans are swept', async () => {
    const kept = await documentFiles();
    const orphan = `${verificationDocumentPrefix}${crypto.randomUUID()}/1600000000000-0`;
    await ctx.deps.storage.put(orphan, pdf(), 'application/pdf');
    const removed = await sweepOrphanImages(ctx.deps.database.db, ctx.deps.storage, { graceMs: -60_000 });
    expect(removed.filter((k) => k.startsWith(verificationDocumentPrefix))).toEqual([orphan]);
    expect(await documentFiles()).toEqual(kept);
  });
});

describe('who may call each route', () => {
  it('answers visitors, buyers, suppliers and admins as the contract says', async () => {
    const claim = (await status(owner)).gst as Claim;
    const missing = crypto.randomUUID();
    const who = { visitor: null, buyer, supplier: other, admin } as const;
    const expected: [string, string, unknown, Record<keyof typeof who, number>][] = [
      ['GET', '/api/trust/verification', undefined, { visitor: 401, buyer: 403, supplier: 200, admin: 200 }],
      ['GET', claim.documentUrl, undefined, { visitor: 401, buyer: 404, supplier: 404, admin: 200 }],
      ['GET', '/api/admin/claims', undefined, { visitor: 401, buyer: 403, supplier: 403, admin: 200 }],
      [
        'GET',
        '/api/admin/claims?status=bogus',
        undefined,
        { visitor: 401, buyer: 403, supplier: 403, admin: 400 },
      ],
      [
        'POST',
        `/api/admin/claims/${missing}/decision`,
        { decision: 'approve' },
        { visitor: 401, buyer: 403, supplier: 403, admin: 404 },
      ],
      [
        'POST',
        `/api/admin/claims/${claim.id}/decision`,
        { decision: 'maybe' },
        { visitor: 401, buyer: 403, supplier: 403, admin: 400 },
      ],
    ];
    for (const [method, url, body, codes] of expected) {
      for (const [name, user] of Object.entries(who)) {
        const res = await call(ctx, user, method, url, body);
        expect(res.statusCode, `${name} ${method} ${url}: ${res.body}`).toBe(codes[name as keyof typeof who]);
      }
    }
    for (const kind of ['gst', 'rcmc'] as const) {
      const details = kind === 'gst' ? { gstin: validGstin } : rcmc({ councilId: 'apeda' });
      const codes = { visitor: 401, buyer: 403, supplier: 201, admin: 400 };
      for (const [name, user] of Object.entries(who)) {
        const res = await submit(user, kind, details);
        expect(res.statusCode, `${name} ${kind}: ${res.body}`).toBe(codes[name as keyof typeof who]);
      }
    }
    // Admins have no business of their own to verify.
    expect(errorOf(await submit(admin, 'gst', { gstin: validGstin })).message).toMatch(
      /business details first/,
    );
  });
});
