import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatIndianRupees } from '../../../shared/orders/money';
import {
  cancelFormSchema,
  confirmFormSchema,
  dispatchFormSchema,
  invoiceFormSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  paymentFormSchema,
  problemFormSchema,
  proformaFormSchema,
} from '../../../shared/orders/schema';
import { requireUser, signedIn } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { translatorFor } from '../../http/i18n';
import { writeLimit } from '../trade/conversation-routes';
import { refreshTrust } from '../trust/refresh';
import type { OrderRow } from './access';
import { createProforma } from './create';
import { eInvoiceApplies, eInvoiceJson } from './documents/e-invoice';
import { renderInvoicePdf } from './documents/invoice-pdf';
import { invoiceDocument } from './downloads';
import { issueInvoice } from './invoice';
import { notifyOrderStep } from './mails';
import { getOrder, listOrders } from './read';
import {
  cancelOrder,
  confirmOrder,
  dispatchOrder,
  receiveOrder,
  recordPayment,
  reportProblem,
} from './steps';

const params = z.object({ id: z.string().max(100, 'orders:errors.orderNotFound') });
const one = { 200: z.object({ order: orderSchema }) };
const write = { ...signedIn, config: writeLimit };

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const notify = (log: typeof app.log) => ({ db, mailer: app.mailer, config: app.deps.config, log });

  app.get(
    '/orders',
    {
      ...signedIn,
      schema: { tags: ['orders'], querystring: orderListQuerySchema, response: { 200: orderListSchema } },
    },
    async (req) => listOrders(db, (await requireUser(req)).id, req.query),
  );

  app.get(
    '/orders/:id',
    { ...signedIn, schema: { tags: ['orders'], params, response: one } },
    async (req) => ({ order: await getOrder(db, await requireUser(req), req.params.id) }),
  );

  app.get(
    '/orders/:id/invoice.pdf',
    { ...signedIn, schema: { tags: ['orders'], params } },
    async (req, reply) => {
      const doc = await invoiceDocument(db, await requireUser(req), req.params.id);
      const t = translatorFor(req);
      const pdf = await renderInvoicePdf(doc, (key, values) => t(`orders:${key}`, values));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${doc.number.replaceAll('/', '-')}.pdf"`)
        .send(pdf);
    },
  );

  // The e-invoice needs a registered supplier, and a registered buyer or an export (eInvoiceApplies).
  app.get(
    '/orders/:id/invoice.json',
    { ...signedIn, schema: { tags: ['orders'], params } },
    async (req, reply) => {
      const doc = await invoiceDocument(db, await requireUser(req), req.params.id);
      if (!eInvoiceApplies(doc)) throw new AppError('conflict', 'orders:errors.noEInvoice');
      return reply
        .header('content-disposition', `attachment; filename="${doc.number.replaceAll('/', '-')}.json"`)
        .send(eInvoiceJson(doc));
    },
  );

  app.post(
    '/orders',
    {
      ...write,
      schema: { tags: ['orders'], body: proformaFormSchema, response: { 201: z.object({ id: z.uuid() }) } },
    },
    async (req, reply) => {
      const order = await createProforma(db, await requireUser(req), req.body);
      await notifyOrderStep(notify(req.log), order, 'proposed', 'supplier');
      return reply.status(201).send({ id: order.id });
    },
  );

  /** A step: its service changes the order, the other side is told, the order is answered. */
  function step<B extends z.ZodType>(
    path: string,
    body: B | null,
    run: (
      user: Awaited<ReturnType<typeof requireUser>>,
      id: string,
      body: z.output<B>,
    ) => Promise<{
      row: OrderRow;
      mail: Parameters<typeof notifyOrderStep>[2];
      actor: 'buyer' | 'supplier';
      extra?: Record<string, string | number>;
    }>,
  ) {
    app.post(
      `/orders/:id/${path}`,
      { ...write, schema: { tags: ['orders'], params, ...(body ? { body } : {}), response: one } },
      async (req) => {
        const user = await requireUser(req);
        const done = await run(user, req.params.id, req.body as z.output<B>);
        await notifyOrderStep(notify(req.log), done.row, done.mail, done.actor, done.extra);
        return { order: await getOrder(db, user, req.params.id) };
      },
    );
  }

  step('confirm', confirmFormSchema, async (user, id, form) => ({
    row: await confirmOrder(db, user, id, form),
    mail: 'confirmed',
    actor: 'buyer',
  }));
  step('invoice', invoiceFormSchema, async (user, id, form) => ({
    row: await issueInvoice(db, user, id, form),
    mail: 'invoiced',
    actor: 'supplier',
  }));
  step('payments', paymentFormSchema, async (user, id, form) => {
    const { row, amountPaise } = await recordPayment(db, user, id, form);
    return { row, mail: 'payment', actor: 'supplier', extra: { amount: formatIndianRupees(amountPaise) } };
  });
  step('dispatch', dispatchFormSchema, async (user, id, form) => ({
    row: await dispatchOrder(db, user, id, form),
    mail: 'dispatched',
    actor: 'supplier',
  }));
  step('receive', null, async (user, id) => {
    const row = await receiveOrder(db, user, id);
    await refreshTrust(db, row.supplierId);
    return { row, mail: 'delivered', actor: 'buyer' };
  });
  step('problem', problemFormSchema, async (user, id, form) => ({
    row: await reportProblem(db, user, id, form.reason),
    mail: 'problem',
    actor: 'buyer',
    extra: { reason: form.reason },
  }));
  step('cancel', cancelFormSchema, async (user, id, form) => {
    const { row, side } = await cancelOrder(db, user, id, form.reason);
    return { row, mail: 'cancelled', actor: side === 'buyer' ? 'buyer' : 'supplier' };
  });
};
