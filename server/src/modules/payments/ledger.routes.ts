import { cashUp, cashUpQuery, monthQuery } from '@contract/cash-up';
import { listOf } from '@contract/common';
import { dateRange, payment, paymentListQuery, revenue } from '@contract/payments';
import type { FastifyReply } from 'fastify';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { csvCell } from '../../lib/csv';
import { tagRoutes } from '../../lib/route-tags';
import { getCashUp, monthCsv } from './cash-up.service';
import { getRevenue, listPayments } from './ledger.service';
import { monthDocumentsCsv } from './month-documents';

const staff = { access: 'staff' as const };

/** A CSV download: Excel reads UTF-8 when the file starts with a byte-order mark (the files do). */
const sendCsv = (reply: FastifyReply, { filename, csv }: { filename: string; csv: string }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);

/** The shop's own money ledger: it works with or without a card-payment connection. */
export const ledgerRoutes: RoutesPlugin = (app, { db }) => {
  tagRoutes(app, ['payments']);

  app.get('/api/revenue', {
    config: staff,
    schema: {
      summary: 'Revenue of paid orders per day in a date range',
      querystring: dateRange,
      response: { 200: revenue },
    },
    handler: (request) => getRevenue(db, { businessId: memberOf(request).businessId, ...request.query }),
  });

  app.get('/api/payments', {
    config: staff,
    schema: {
      summary: 'Paid orders in a date range, newest first',
      querystring: paymentListQuery,
      response: { 200: listOf(payment) },
    },
    handler: (request) => {
      const { payment_method: paymentMethod, ...rest } = request.query;
      return listPayments(db, { businessId: memberOf(request).businessId, paymentMethod, ...rest });
    },
  });

  app.get('/api/payments/day', {
    config: staff,
    schema: {
      summary: 'The cash-up of a day: money by method, the expected cash, what gift cards did',
      querystring: cashUpQuery,
      response: { 200: cashUp },
    },
    handler: (request) =>
      getCashUp(db, { businessId: memberOf(request).businessId, date: request.query.date }),
  });

  app.get('/api/payments/month.csv', {
    config: staff,
    schema: {
      summary: 'A month’s day totals as CSV, for the accountant',
      querystring: monthQuery,
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsv(
        reply,
        await monthCsv(db, { businessId: memberOf(request).businessId, month: request.query.month }),
      ),
  });

  app.get('/api/payments/month-invoices.csv', {
    config: staff,
    schema: {
      summary: 'A month’s invoices and credit notes as CSV, net and tax per rate, for the accountant',
      querystring: monthQuery,
      produces: ['text/csv'],
    },
    handler: async (request, reply) =>
      sendCsv(
        reply,
        await monthDocumentsCsv(db, { businessId: memberOf(request).businessId, month: request.query.month }),
      ),
  });

  app.get('/api/payments/export', {
    config: staff,
    schema: { summary: 'Paid orders in a date range as CSV', querystring: dateRange, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const { items } = await listPayments(db, {
        businessId: memberOf(request).businessId,
        ...request.query,
        limit: 100_000,
        offset: 0,
      });
      // kind and reason, then net and tax (ADR 025), then the discount (ADR 043), after the columns
      // that were there before.
      const header =
        'order,paid_at,payment_method,status,amount,customer,kind,reason,net,tax,discount_code,discount';
      // Amounts are our own numbers: a refund's minus sign is not a formula, so no apostrophe.
      const amount = (value: number) => `"${value.toFixed(2)}"`;
      const lines = items.map((p) =>
        [
          csvCell(p.number),
          csvCell(p.paid_at),
          csvCell(p.payment_method ?? ''),
          csvCell(p.status),
          amount(p.amount),
          csvCell(p.sender_name ?? ''),
          csvCell(p.kind),
          csvCell(p.reason ?? ''),
          amount(p.net_total),
          amount(p.tax_total),
          csvCell(p.discount_code ?? ''),
          amount(p.discount_total),
        ].join(','),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="payments-${request.query.start}-${request.query.end}.csv"`,
        )
        .send(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`);
    },
  });
};
