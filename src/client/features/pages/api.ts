import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '../../../shared/contact/schema';
import type { SiteInfo } from '../../../shared/site/schema';
import type { WaitlistEntry } from '../../../shared/waitlist/schema';
import { api } from '../../lib/api';

export const siteQuery = () =>
  queryOptions({
    queryKey: ['site'],
    queryFn: () => api<SiteInfo>('/site'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSiteInfo = () => useQuery(siteQuery());

export const launchQuery = () =>
  queryOptions({
    queryKey: ['waitlist', 'launch'],
    queryFn: () => api<{ launchAt: string }>('/waitlist/launch').then((r) => Date.parse(r.launchAt)),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLaunchDate = () => useQuery(launchQuery());

export const joinWaitlist = (entry: WaitlistEntry) =>
  api<{ joined: true }>('/waitlist', { method: 'POST', json: entry });

export const sendContact = (message: ContactMessage) =>
  api<{ sent: true }>('/contact', { method: 'POST', json: message });
