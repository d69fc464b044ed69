import { describe, expect, it } from 'vitest';
import type { Supplier } from '../../../shared/suppliers/schema';
import type { Inbox, Requirement, RequirementSummary } from '../../../shared/trade/schema';
import type { QueueItem, Reviews } from '../../../shared/trust/schema';
import { signInCookie, type TestUser } from '../../testing/factories';
import { setupTestApp } from '../../testing/test-app';
import { call, rowCount } from '../../testing/trade';
import { seedDemoData } from './seed';

const ctx = setupTestApp();

describe('demo trade', () => {
  it('gives the demo supplier a listed business and the demo buyer a conversation and a quoted requirement, once', async () => {
    const { accounts } = await seedDemoData(ctx.deps);
    const counts = async () =>
      Promise.all(
        [
          'catalogs',
          'conversations',
          'messages',
          'requirements',
          'quotes',
          'reviews',
          'verification_claims',
          'orders',
        ].map((t) => rowCount(ctx, t)),
      );
    const first = await counts();
    await seedDemoData(ctx.deps);
    expect(await counts()).toEqual(first);
    expect(first).toEqual([3, 1, 2, 1, 1, 1, 1, 1]);

    const as = async (role: string): Promise<TestUser> => {
      const a = accounts.find((x) => x.role === role);
      if (!a) throw new Error(role);
      return {
        id: '',
        email: a.email,
        password: a.password,
        cookie: await signInCookie(ctx, a.email, a.password),
      };
    };
    const buyer = await as('buyer');
    const supplier = await as('supplier');
    const inbox = (await call(ctx, buyer, 'GET', '/api/conversations')).json() as Inbox;
    expect(inbox.conversations[0]).toMatchObject({
      role: 'buyer',
      otherName: 'Ravi Textiles (demo)',
      unread: 1,
    });
    const [mine] = (
      (await call(ctx, buyer, 'GET', '/api/requirements/mine')).json() as {
        requirements: RequirementSummary[];
      }
    ).requirements;
    expect(mine).toMatchObject({ product: 'Indigo denim fabric', status: 'open', quotes: 1 });
    const detail = (await call(ctx, buyer, 'GET', `/api/requirements/${mine?.id}`)).json() as {
      requirement: Requirement;
    };
    expect(detail.requirement.quoteList[0]).toMatchObject({ pricePerUnit: 185, status: 'sent' });
    // The demo order: invoiced with the supplier's first number, part-paid, dispatched, for the buyer to receive.
    const { order } = (
      await call(
        ctx,
        buyer,
        'GET',
        `/api/orders/${(await call(ctx, buyer, 'GET', '/api/orders')).json().orders[0].id}`,
      )
    ).json();
    expect(order).toMatchObject({
      status: 'dispatched',
      paidPaise: 80_000_00,
      duePaise: 83_800_00,
      totals: { supply: 'inter', igstPaise: 7800_00 },
      invoice: { number: expect.stringMatching(/^RT\/\d{4}-\d{2}\/0001$/) },
      actions: ['receive', 'problem'],
    });
    expect(order.upi.link).toContain('pa=ravitextiles@okaxis');
    expect((await call(ctx, supplier, 'GET', '/api/requirements/matched')).json().requirements).toHaveLength(
      1,
    );

    const list = (await call(ctx, null, 'GET', '/api/suppliers?q=Ravi')).json() as { suppliers: Supplier[] };
    expect(list.suppliers.find((s) => s.name === 'Ravi Textiles (demo)')).toMatchObject({
      productsCount: 3,
      responseRate: 100,
      isExample: false,
    });

    // Trust: the buyer's review with the supplier's answer, and the GST claim in the admin's queue.
    const ravi = list.suppliers.find((s) => s.name === 'Ravi Textiles (demo)');
    const reviewed = (await call(ctx, null, 'GET', `/api/suppliers/${ravi?.id}/reviews`)).json() as Reviews;
    expect(reviewed.reviews[0]).toMatchObject({ rating: 4, reply: expect.stringContaining('Demo answer') });
    const queue = (await call(ctx, await as('admin'), 'GET', '/api/admin/claims')).json() as {
      items: QueueItem[];
    };
    expect(queue.items.find((c) => c.supplier.id === ravi?.id)).toMatchObject({
      kind: 'gst',
      number: '24AAPFR4821K1ZW',
      status: 'pending',
      documentType: 'application/pdf',
    });
  });
});
