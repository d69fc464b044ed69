import { type QueryKey, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminInbox, ClaimStatus, ReportStatus } from '../../../shared/trust/constants';
import type {
  AdminReport,
  AdminUser,
  AuditEntry,
  claimDecisionSchema,
  contactRowSchema,
  QueueItem,
  reportDecisionSchema,
  userActionSchema,
  waitlistRowSchema,
} from '../../../shared/trust/schema';
import { api } from '../../lib/api';

/** One page of an admin list: the rows shown and how many there are in all. */
export interface AdminPage<T> {
  total: number;
  items: T[];
}
export interface InboxRows {
  waitlist: z.infer<typeof waitlistRowSchema>;
  contact: z.infer<typeof contactRowSchema>;
}

const enc = encodeURIComponent;
/** Every admin read starts with this key: any decision may change each list and the audit log. */
const adminKey = ['admin'] as const;

/** A list's address with its filters; empty ones and the first page's offset are left out. */
function listPath(path: string, params: Record<string, string | number>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, String(value));
  return query.size ? `${path}?${query}` : path;
}

const list = <T>(key: QueryKey, path: string, params: Record<string, string | number>) =>
  queryOptions({
    queryKey: [...adminKey, ...key, params],
    queryFn: () => api<AdminPage<T>>(listPath(path, params)),
    staleTime: 0,
  });

export const claimsQuery = (status: ClaimStatus, offset: number) =>
  list<QueueItem>(['claims'], '/admin/claims', { status, offset });
export const usersQuery = (q: string, offset: number) =>
  list<AdminUser>(['users'], '/admin/users', { q, offset });
export const reportsQuery = (status: ReportStatus, offset: number) =>
  list<AdminReport>(['reports'], '/admin/reports', { status, offset });
export const inboxQuery = <I extends AdminInbox>(inbox: I, offset: number) =>
  list<InboxRows[I]>(['inboxes', inbox], `/admin/inboxes/${inbox}`, { offset });
export const auditQuery = (offset: number) => list<AuditEntry>(['audit'], '/admin/audit', { offset });

/** A plain link: the browser downloads the attachment with the admin's session cookie. */
export const inboxExportUrl = (inbox: AdminInbox) => `/api/admin/inboxes/${inbox}/export.csv`;

export const adminApi = {
  decideClaim: (id: string, decision: z.output<typeof claimDecisionSchema>) =>
    api<{ claim: QueueItem }>(`/admin/claims/${enc(id)}/decision`, { method: 'POST', json: decision }),
  actOnUser: (id: string, action: z.output<typeof userActionSchema>) =>
    api<{ user: AdminUser }>(`/admin/users/${enc(id)}`, { method: 'POST', json: action }),
  decideReport: (id: string, decision: z.output<typeof reportDecisionSchema>) =>
    api<{ report: AdminReport }>(`/admin/reports/${enc(id)}/decision`, { method: 'POST', json: decision }),
};

/** Reads a claim or a report decision may change outside the console: levels, badges, listings. */
export const publicReads: QueryKey[] = [['suppliers'], ['supplier'], ['catalog'], ['product']];

/** After a decision: every admin list and the audit log are read again, and any of `also`. */
export function useAdminRefresh() {
  const client = useQueryClient();
  return (also: QueryKey[] = []) =>
    Promise.all([adminKey, ...also].map((queryKey) => client.invalidateQueries({ queryKey })));
}
