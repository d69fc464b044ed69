import { useQuery } from '@tanstack/react-query';
import type { Inbox } from '../../../shared/trade/schema';
import { api } from '../../lib/api';

// Apart from api.ts: the menu's badge is in the shell on every page, the inbox's queries and
// mutations are not (a module lands whole in the first chunk that needs any of it).

/** Every conversation read (the list, the unread count); refreshed together after a change. */
export const conversationsKey = ['conversations'] as const;

/** Unread messages in all conversations: for the menu's badge, every minute while the tab shows. */
export function useUnreadTotal(enabled: boolean) {
  return useQuery({
    queryKey: [...conversationsKey, 'unread'],
    queryFn: () => api<Inbox>('/conversations?limit=1').then((r) => r.unreadTotal),
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
