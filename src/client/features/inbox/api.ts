import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Conversation, Inbox, Inquiry, Message } from '../../../shared/trade/schema';
import { api } from '../../lib/api';
import { conversationsKey } from './unread';

const path = (id: string, action = '') => `/conversations/${encodeURIComponent(id)}${action}`;

export const inboxApi = {
  sendInquiry: (inquiry: Inquiry) =>
    api<{ conversationId: string }>('/inquiries', { method: 'POST', json: inquiry }),
  /** A reply: its text and up to 5 photos, as one multipart request. */
  reply(id: string, body: string, photos: readonly File[]) {
    const form = new FormData();
    form.append('details', JSON.stringify({ body }));
    for (const photo of photos) form.append('images', photo, photo.name);
    return api<{ message: Message }>(path(id, '/messages'), { method: 'POST', body: form });
  },
  markRead: (id: string) => api<void>(path(id, '/read'), { method: 'POST' }),
  report: (id: string, reason: string) =>
    api<void>(path(id, '/report'), { method: 'POST', json: { reason } }),
  block: (id: string, blocked: boolean) =>
    api<void>(path(id, '/block'), { method: blocked ? 'POST' : 'DELETE' }),
};

/** The inbox, newest first, a page at a time (`nextBefore` asks for the next). */
export const inboxQuery = () =>
  infiniteQueryOptions({
    queryKey: [...conversationsKey, 'list'],
    queryFn: ({ pageParam }) =>
      api<Inbox>(`/conversations${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  });

export const useInbox = () => useInfiniteQuery(inboxQuery());

/** The conversations of an inbox's loaded pages, in order. */
export const conversationsOf = (data: InfiniteData<Inbox> | undefined) =>
  data?.pages.flatMap((p) => p.conversations) ?? [];

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: ['conversation', id],
    queryFn: () => api<{ conversation: Conversation }>(path(id)).then((r) => r.conversation),
    retry: false,
    // New replies show up while the page is open (not in a hidden tab).
    refetchInterval: 30_000,
  });

export const useConversation = (id: string) => useQuery(conversationQuery(id));

/** After a change to a conversation: it and the lists (unread counts, last messages) read again. */
function useRefresh(id: string) {
  const client = useQueryClient();
  return (options: { conversation?: boolean } = {}) =>
    Promise.all([
      client.invalidateQueries({ queryKey: conversationsKey }),
      options.conversation === false
        ? undefined
        : client.invalidateQueries({ queryKey: ['conversation', id] }),
    ]);
}

export function useMarkRead(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: () => inboxApi.markRead(id),
    onSuccess: () => refresh({ conversation: false }),
  });
}

export function useReply(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: ({ body, photos }: { body: string; photos: readonly File[] }) =>
      inboxApi.reply(id, body, photos),
    onSuccess: () => refresh(),
  });
}

export function useBlock(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (blocked: boolean) => inboxApi.block(id, blocked),
    onSuccess: () => refresh(),
  });
}
