import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptQuoteInput } from '../../../shared/orders/schema';
import type {
  Quote,
  QuoteForm,
  Requirement,
  RequirementForm,
  RequirementSummary,
} from '../../../shared/trade/schema';
import { api } from '../../lib/api';

const enc = encodeURIComponent;

export const myRequirementsQuery = () =>
  queryOptions({
    queryKey: ['requirements', 'mine'],
    queryFn: () =>
      api<{ requirements: RequirementSummary[] }>('/requirements/mine').then((r) => r.requirements),
    staleTime: 0,
  });

export const matchedRequirementsQuery = () =>
  queryOptions({
    queryKey: ['requirements', 'matched'],
    queryFn: () =>
      api<{ requirements: RequirementSummary[] }>('/requirements/matched').then((r) => r.requirements),
    staleTime: 0,
  });

export const requirementQuery = (id: string) =>
  queryOptions({
    queryKey: ['requirement', id],
    queryFn: () => api<{ requirement: Requirement }>(`/requirements/${enc(id)}`).then((r) => r.requirement),
    retry: false,
    staleTime: 0,
  });

export const useMyRequirements = () => useQuery(myRequirementsQuery());
/** Only asked for suppliers: a buyer has no matched requirements. */
export const useMatchedRequirements = (enabled: boolean) =>
  useQuery({ ...matchedRequirementsQuery(), enabled });
export const useRequirement = (id: string) => useQuery(requirementQuery(id));

/** The requirement and its photos in one request (the same multipart shape as catalogs). */
export function postRequirement(form: RequirementForm, images: readonly File[]) {
  const body = new FormData();
  body.append('details', JSON.stringify(form));
  for (const image of images) body.append('images', image, image.name);
  return api<{ id: string }>('/requirements', { method: 'POST', body });
}

export function sendQuote(requirementId: string, form: QuoteForm) {
  return api<{ quote: Quote }>(`/requirements/${enc(requirementId)}/quotes`, { method: 'POST', json: form });
}

export function reportRequirement(requirementId: string, reason: string) {
  return api<void>(`/requirements/${enc(requirementId)}/report`, { method: 'POST', json: { reason } });
}

/** After any change to a requirement: it, the lists and the dashboard figures are read again. */
export function useRequirementRefresh(requirementId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['requirement', requirementId] }),
      client.invalidateQueries({ queryKey: ['requirements'] }),
      client.invalidateQueries({ queryKey: ['account', 'dashboard'] }),
    ]);
}

/** Accepting a quote creates the order, billed and delivered as the buyer says. */
export function acceptQuote(quoteId: string, form: AcceptQuoteInput) {
  return api<{ orderId: string }>(`/quotes/${enc(quoteId)}/accept`, { method: 'POST', json: form });
}

/** Decline one quote of the buyer's requirement. */
export function useDeclineQuote(requirementId: string) {
  const refresh = useRequirementRefresh(requirementId);
  return useMutation({
    mutationFn: (quoteId: string) =>
      api<{ quote: Quote }>(`/quotes/${enc(quoteId)}/decline`, { method: 'POST' }),
    onSettled: refresh,
  });
}

export function useCloseRequirement(requirementId: string) {
  const refresh = useRequirementRefresh(requirementId);
  return useMutation({
    mutationFn: () => api<void>(`/requirements/${enc(requirementId)}/close`, { method: 'POST' }),
    onSettled: refresh,
  });
}
