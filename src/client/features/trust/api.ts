import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Claim,
  GstClaim,
  RcmcClaim,
  Review,
  ReviewFormInput,
  Reviews,
  VerificationStatus,
} from '../../../shared/trust/schema';
import { api } from '../../lib/api';

const enc = encodeURIComponent;

export const verificationQuery = () =>
  queryOptions({
    queryKey: ['trust', 'verification'],
    queryFn: () => api<VerificationStatus>('/trust/verification'),
    staleTime: 0,
  });
export const useVerification = () => useQuery(verificationQuery());

/** A claim's details beside its certificate, in one request (the same multipart shape as catalogs). */
function claimBody(details: object, document: File) {
  const body = new FormData();
  body.append('details', JSON.stringify(details));
  body.append('document', document, document.name);
  return body;
}

export const trustApi = {
  claimGst: (details: GstClaim, document: File) =>
    api<{ claim: Claim }>('/trust/verification/gst', { method: 'POST', body: claimBody(details, document) }),
  claimRcmc: (details: RcmcClaim, document: File) =>
    api<{ claim: Claim }>('/trust/verification/rcmc', { method: 'POST', body: claimBody(details, document) }),
  review: (supplierId: string, form: ReviewFormInput) =>
    api<{ review: Review }>(`/suppliers/${enc(supplierId)}/reviews`, { method: 'POST', json: form }),
  reply: (reviewId: string, reply: string) =>
    api<{ review: Review }>(`/reviews/${enc(reviewId)}/reply`, { method: 'POST', json: { reply } }),
  report: (subject: 'catalog' | 'product' | 'review', id: string, reason: string) =>
    api<{ id: string }>('/reports', { method: 'POST', json: { subject, id, reason } }),
};

/** A supplier's reviews as this reader sees them (whether they may write or answer one). */
export const reviewsQuery = (supplierId: string, readerId: string | null) =>
  queryOptions({
    queryKey: ['reviews', supplierId, readerId],
    queryFn: () => api<Reviews>(`/suppliers/${enc(supplierId)}/reviews`),
    staleTime: 0,
  });
export const useReviews = (supplierId: string, readerId: string | null, enabled: boolean) =>
  useQuery({ ...reviewsQuery(supplierId, readerId), enabled });

/** After a review or an answer: the reviews, and the supplier's page (its score counts them). */
export function useReviewsRefresh(supplierId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['reviews', supplierId] }),
      client.invalidateQueries({ queryKey: ['supplier', supplierId] }),
    ]);
}

/** After a claim: the verification page and the dashboard (which shows the level). */
export function useVerificationRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['trust', 'verification'] }),
      client.invalidateQueries({ queryKey: ['account'] }),
    ]);
}
