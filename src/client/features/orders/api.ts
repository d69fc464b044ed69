import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Order,
  OrderAction,
  OrderList,
  OrderListQuery,
  ProformaInput,
} from '../../../shared/orders/schema';
import { api } from '../../lib/api';

const enc = encodeURIComponent;
const orderPath = (id: string, action = '') => `/orders/${enc(id)}${action}`;

/** The list's query string: only what is set (side, status, page above 1). */
export function listSearch({ side, status, page }: Partial<OrderListQuery>): string {
  const query = new URLSearchParams();
  if (side) query.set('side', side);
  if (status) query.set('status', status);
  if (page && page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const ordersQuery = (filter: Partial<OrderListQuery>) =>
  queryOptions({
    queryKey: ['orders', 'list', filter.side ?? '', filter.status ?? '', filter.page ?? 1],
    queryFn: () => api<OrderList>(`/orders${listSearch(filter)}`),
    staleTime: 0,
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'one', id],
    queryFn: () => api<{ order: Order }>(orderPath(id)).then((r) => r.order),
    retry: false,
    staleTime: 0,
  });

export const useOrders = (filter: Partial<OrderListQuery>) => useQuery(ordersQuery(filter));
export const useOrder = (id: string) => useQuery(orderQuery(id));

/** The step an action posts to; its body is the action's form (none for 'receive'). */
const actionPaths: Record<OrderAction, string> = {
  confirm: '/confirm',
  invoice: '/invoice',
  payment: '/payments',
  dispatch: '/dispatch',
  receive: '/receive',
  problem: '/problem',
  cancel: '/cancel',
};

export const orderApi = {
  act: (id: string, action: OrderAction, body: object = {}) =>
    api<{ order: Order }>(orderPath(id, actionPaths[action]), { method: 'POST', json: body }).then(
      (r) => r.order,
    ),
  propose: (body: ProformaInput) =>
    api<{ id: string }>('/orders', { method: 'POST', json: body }).then((r) => r.id),
  invoicePdf: (id: string) => `/api${orderPath(id, '/invoice.pdf')}`,
  invoiceJson: (id: string) => `/api${orderPath(id, '/invoice.json')}`,
};

/** After a step: the order shows what the server answered; lists and dashboard figures read again. */
export function useOrderRefresh() {
  const client = useQueryClient();
  return (order: Order) => {
    client.setQueryData(orderQuery(order.id).queryKey, order);
    return Promise.all([
      client.invalidateQueries({ queryKey: ['orders', 'list'] }),
      client.invalidateQueries({ queryKey: ['account', 'dashboard'] }),
    ]);
  };
}
