import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { SupportStatus } from '../../../shared/support/constants';
import type {
  AskInput,
  Guide,
  GuideCard,
  SupportRequest,
  SupportThread,
} from '../../../shared/support/schema';
import { api } from '../../lib/api';
import type { AdminPage } from '../admin/api';

const enc = encodeURIComponent;

/** The guides matching `q` in the reader's language (all of them without a query). */
export const guidesQuery = (q: string, language: string | undefined) =>
  queryOptions({
    queryKey: ['support', 'guides', q, language],
    queryFn: () =>
      api<{ guides: GuideCard[] }>(`/support/guides${q ? `?q=${enc(q)}` : ''}`).then((r) => r.guides),
    retry: false,
  });

export const guideQuery = (slug: string, language: string | undefined) =>
  queryOptions({
    queryKey: ['support', 'guide', slug, language],
    queryFn: () => api<{ guide: Guide }>(`/support/guides/${enc(slug)}`).then((r) => r.guide),
    retry: false,
  });

/** Every read of help requests starts with this key: a message or a close changes them all. */
const requestsKey = ['support', 'requests'] as const;

export const myRequestsQuery = () =>
  queryOptions({
    queryKey: [...requestsKey, 'mine'],
    queryFn: () => api<{ requests: SupportRequest[] }>('/support/requests').then((r) => r.requests),
    staleTime: 0,
  });

/** A thread; `team` reads it as an admin. Opening it marks it read for the reader's side. */
export const threadQuery = (id: string, team = false) =>
  queryOptions({
    queryKey: [...requestsKey, team ? 'team' : 'mine', id],
    queryFn: () => api<SupportThread>(`${team ? '/admin/support' : '/support/requests'}/${enc(id)}`),
    retry: false,
    staleTime: 0,
  });

export const teamRequestsQuery = (status: SupportStatus, offset: number) =>
  queryOptions({
    queryKey: [...requestsKey, 'team', 'list', status, offset],
    queryFn: () =>
      api<AdminPage<SupportRequest>>(`/admin/support?status=${status}${offset ? `&offset=${offset}` : ''}`),
    staleTime: 0,
  });

export const teamUnreadQuery = () =>
  queryOptions({
    queryKey: [...requestsKey, 'team', 'unread'],
    queryFn: () => api<{ count: number }>('/admin/support/unread').then((r) => r.count),
    staleTime: 0,
  });

const base = (team: boolean) => (team ? '/admin/support' : '/support/requests');

export const supportApi = {
  ask: (input: AskInput) =>
    api<{ id: string }>('/support/requests', { method: 'POST', json: input }).then((r) => r.id),
  reply: (id: string, message: string, team = false) =>
    api<SupportThread>(`${base(team)}/${enc(id)}/messages`, { method: 'POST', json: { message } }),
  close: (id: string, team = false) => api(`${base(team)}/${enc(id)}/close`, { method: 'POST' }),
};

/** After a change: every list, thread and count of help requests is read again. */
export function useRefreshRequests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: requestsKey });
}
