// A supplier's order list with 10,000 orders (issue 24: p95 ≤ 50 ms) through the real HTTP API on
// PGlite: GET /api/orders, page 1 and a status filter, 200 requests each; and invoice numbering
// under 50 invoices issued at once (target: 0 duplicates, 0 gaps).
import { sql } from 'drizzle-orm';
import { createAccount } from '../../src/server/auth/accounts';
import { upsertSupplierForUser } from '../../src/server/modules/suppliers/service';
import { cookieFrom } from '../../src/server/testing/factories';
import { todayInIndia } from '../../src/shared/orders/fy';
import type { Bench } from './app';
import { withInProcessApp } from './in-process-app';
import { p95Time } from './measure';

const ordersCount = 10_000;
const parallelInvoices = 50;

export default async function bench(): Promise<Bench[]> {
  return withInProcessApp('orders', async (app) => {
    const { config, database } = app.deps;
    const { db } = database;
    const account = (role: 'buyer' | 'supplier', email: string) =>
      createAccount(db, {
        role,
        email,
        password: 'bench-secret-1',
        fullName: `Bench ${role}`,
        companyName: 'Bench',
        emailVerified: true,
      });
    const { id: supplierUserId } = await account('supplier', 'bench-supplier@example.test');
    const { id: buyerId } = await account('buyer', 'bench-buyer@example.test');
    await upsertSupplierForUser(db, {
      userId: supplierUserId,
      name: 'Ravi Textiles',
      description: 'Weavers',
      city: 'Surat',
      state: 'Gujarat',
    });
    await db.execute(
      sql`update suppliers set address = '14 Ring Road', pincode = '395002' where user_id = ${supplierUserId}`,
    );

    const t0 = Date.now();
    // 10,000 orders over a year, in every state; and 50 more confirmed ones to invoice at once.
    const statuses = sql.raw(
      `(array['proposed','confirmed','invoiced','dispatched','delivered','cancelled'])`,
    );
    await db.execute(sql`insert into orders (buyer_id, supplier_user_id, supplier_id, status, buyer_name,
        delivery_address, delivery_state, delivery_pincode, supply, taxable_paise, tax_paise, total_paise, created_at, updated_at)
      select ${buyerId}, ${supplierUserId}, s.id,
        case when g <= ${ordersCount} then ${statuses}[1 + g % 6] else 'confirmed' end,
        'Buyer ' || (g % 500), 'Relief Road, Ahmedabad', '24', '380001', 'intra', 100000 + g, 5000, 105000 + g,
        now() - (g * interval '50 minutes'), now()
      from generate_series(1, ${ordersCount + parallelInvoices}::int) g, suppliers s where s.user_id = ${supplierUserId}`);
    await db.execute(sql`insert into order_items (order_id, position, description, hsn, quantity, unit, unit_price_paise, gst_rate_bp)
      select id, 0, 'Cotton poplin fabric', '5208', 100, 'metres', 1000, 500 from orders`);
    await db.execute(sql`analyze`);
    console.log(`  data written in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = await fetch(`${address}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.publicUrl },
      body: JSON.stringify({ email: 'bench-supplier@example.test', password: 'bench-secret-1' }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const headers = { cookie: cookieFrom(signIn.headers.getSetCookie()), origin: config.publicUrl };
    const list = async (query: string) => {
      const res = await fetch(`${address}/api/orders${query}`, { headers });
      if (!res.ok) throw new Error(`GET /api/orders${query}: ${res.status}`);
      return res.json();
    };
    const page1 = await p95Time(200, () => list(''));
    const filtered = await p95Time(200, (i) => list(`?status=delivered&page=${1 + (i % 5)}`));

    const confirmed = await db.execute(
      sql`select id from orders where status = 'confirmed' order by created_at desc limit ${parallelInvoices}`,
    );
    const ids = (confirmed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    const answers = await Promise.all(
      ids.map((id) =>
        fetch(`${address}/api/orders/${id}/invoice`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ invoiceDate: todayInIndia() }),
        }),
      ),
    );
    const issued = answers.filter((a) => a.ok).length;
    const seqs = (
      (await db.execute(
        sql`select invoice_seq as n from orders where invoice_seq is not null order by 1`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows.map((r) => r.n);
    const duplicates = seqs.length - new Set(seqs).size;
    const gaps = seqs.length ? Math.max(...seqs) - new Set(seqs).size : 0;
    const ms = (v: number) => Math.round(v * 10) / 10;
    return [
      {
        name: `order list of a supplier with ${ordersCount.toLocaleString('en-IN')} orders, page 1 (HTTP, PGlite), p95`,
        value: ms(page1),
        unit: 'ms',
        target: '≤ 50 ms',
        ok: page1 <= 50,
      },
      {
        name: `the same, status filter, pages 1–5 (HTTP, PGlite), p95`,
        value: ms(filtered),
        unit: 'ms',
        target: '≤ 50 ms',
        ok: filtered <= 50,
      },
      {
        name: `${parallelInvoices} invoices issued at once: duplicate numbers (${issued} issued)`,
        value: duplicates,
        unit: '',
        target: '0',
        ok: duplicates === 0 && issued === parallelInvoices,
      },
      {
        name: `${parallelInvoices} invoices issued at once: gaps in the series`,
        value: gaps,
        unit: '',
        target: '0',
        ok: gaps === 0,
      },
    ];
  });
}
