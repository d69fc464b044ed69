import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, supportRequests } from '../../db/schema';
import { createTestUser } from '../../testing/factories';
import { setupTestApp } from '../../testing/test-app';
import { call, mailsTo, rowCount } from '../../testing/trade';

const ctx = setupTestApp();
const question = {
  subject: 'How do I get an IEC?',
  message: 'I make brass lamps in Moradabad and want to export.',
};

describe('help requests', () => {
  it('reaches the admins unread, is answered, and the asker sees the answer and gets an email in their language', async () => {
    const asker = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const admin = await createTestUser(ctx, { role: 'admin' });
    await ctx.deps.database.db.update(profiles).set({ language: 'hi' }).where(eq(profiles.id, asker.id));

    const asked = await call(ctx, asker, 'POST', '/api/support/requests', question);
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json();
    expect((await mailsTo(ctx, admin.email)).map((m) => m.subject)).toEqual([
      `New help request: ${question.subject}`,
    ]);

    expect((await call(ctx, admin, 'GET', '/api/admin/support/unread')).json()).toEqual({ count: 1 });
    const listed = (await call(ctx, admin, 'GET', '/api/admin/support?status=open')).json();
    expect(listed.items.map((r: { id: string; unread: boolean }) => [r.id, r.unread])).toEqual([[id, true]]);
    expect(listed.items[0].asker.email).toBe(asker.email);

    const opened = (await call(ctx, admin, 'GET', `/api/admin/support/${id}`)).json();
    expect(opened.messages.map((m: { body: string }) => m.body)).toEqual([question.message]);
    expect((await call(ctx, admin, 'GET', '/api/admin/support/unread')).json()).toEqual({ count: 0 });

    const answer = 'Apply on dgft.gov.in with your PAN; it takes a few minutes.';
    const answered = await call(ctx, admin, 'POST', `/api/admin/support/${id}/messages`, { message: answer });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().request.status).toBe('answered');

    const mine = (await call(ctx, asker, 'GET', '/api/support/requests')).json().requests;
    expect(mine.map((r: { status: string; unread: boolean }) => [r.status, r.unread])).toEqual([
      ['answered', true],
    ]);
    const [mail] = await mailsTo(ctx, asker.email);
    expect(mail?.subject).toBe(`TradeSetu टीम ने उत्तर दिया: ${question.subject}`);
    expect(mail?.text).toContain(`/support/${id}`);

    const thread = (await call(ctx, asker, 'GET', `/api/support/requests/${id}`)).json();
    expect(thread.messages.map((m: { fromTeam: boolean; body: string }) => [m.fromTeam, m.body])).toEqual([
      [false, question.message],
      [true, answer],
    ]);
    expect((await call(ctx, asker, 'GET', '/api/support/requests')).json().requests[0].unread).toBe(false);

    // Someone else's request does not exist for them, whatever they try.
    for (const [method, path, body] of [
      ['GET', `/api/support/requests/${id}`],
      ['POST', `/api/support/requests/${id}/messages`, { message: 'Me too' }],
      ['POST', `/api/support/requests/${id}/close`],
    ] as const) {
      const res = await call(ctx, other, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await call(ctx, other, 'GET', '/api/support/requests')).json().requests).toEqual([]);

    // Closed: no more messages from either side.
    expect((await call(ctx, asker, 'POST', `/api/support/requests/${id}/close`)).json().request.status).toBe(
      'closed',
    );
    const late = await call(ctx, admin, 'POST', `/api/admin/support/${id}/messages`, {
      message: 'One more thing',
    });
    expect(late.statusCode).toBe(409);
  });

  it('refuses a question too short, field by field in the asker’s language, and stores nothing', async () => {
    const asker = await createTestUser(ctx);
    const before = [await rowCount(ctx, 'support_requests'), await rowCount(ctx, 'support_messages')];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/requests',
      headers: { origin: ctx.deps.config.publicUrl, cookie: asker.cookie, 'accept-language': 'hi' },
      payload: { subject: ' ', message: 'Help' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      subject: 'कम से कम 3 अक्षरों का विषय लिखें।',
      message: 'थोड़ा और बताएँ: कम से कम 10 अक्षर।',
    });
    expect([await rowCount(ctx, 'support_requests'), await rowCount(ctx, 'support_messages')]).toEqual(
      before,
    );
  });

  it('never loses the unread flag when a reply and the team opening the request arrive together', async () => {
    const asker = await createTestUser(ctx);
    const admin = await createTestUser(ctx, { role: 'admin' });
    const { id } = (await call(ctx, asker, 'POST', '/api/support/requests', question)).json();
    for (let round = 0; round < 8; round++) {
      const reply = `Any news? (${round})`;
      const [, opened] = await Promise.all([
        call(ctx, asker, 'POST', `/api/support/requests/${id}/messages`, { message: reply }),
        call(ctx, admin, 'GET', `/api/admin/support/${id}`),
      ]);
      const seen = opened.json().messages.some((m: { body: string }) => m.body === reply);
      const [row] = await ctx.deps.database.db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.id, id));
      // Either the admin read the reply just now, or it is still marked unread for the team.
      expect(seen || row?.unreadByTeam, `round ${round}`).toBe(true);
      await call(ctx, admin, 'GET', `/api/admin/support/${id}`);
    }
  });
});

describe('guides', () => {
  const search = (q: string, language = 'en') =>
    ctx.app.inject({
      url: `/api/support/guides?q=${encodeURIComponent(q)}`,
      headers: { 'accept-language': language },
    });

  it('finds "IEC" in the IEC guide, marked, and nothing for nonsense', async () => {
    const found = (await search('IEC')).json().guides;
    expect(found[0].slug).toBe('iec');
    expect(found[0].titleMarked).toContainEqual({ text: 'IEC', hit: true });
    expect(found.map((g: { slug: string }) => g.slug)).not.toContain('product-photos'); // 'piece' is no match
    expect((await search('xqzzy plonk')).json().guides).toEqual([]);
  });

  it('serves a reader the translation where there is one, and English marked as such elsewhere', async () => {
    const hindi = (await search('', 'hi')).json().guides as { slug: string; translated: boolean }[];
    expect(hindi.find((g) => g.slug === 'iec')?.translated).toBe(true);
    expect(hindi.find((g) => g.slug === 'export-documents')?.translated).toBe(false);
    expect((await search('निर्यात', 'hi')).json().guides.map((g: { slug: string }) => g.slug)).toContain(
      'iec',
    );

    const guide = (await ctx.app.inject({ url: '/api/support/guides/rcmc-export-councils' })).json().guide;
    expect(guide.html).toContain('<h2 id="section-1">');
    expect(guide.html).toContain('href="/categories/epc/epch"');
    expect((await ctx.app.inject({ url: '/api/support/guides/nope' })).statusCode).toBe(404);
  });
});
