import i18next from 'i18next';
import { apiReadsCache } from './offline';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * The error of a request the browser could not send because it is offline, or undefined when it
 * is online. Every form shows it and keeps what was typed (lib/form-action.ts): nothing is lost.
 */
export function offline(method = 'GET'): ApiError | undefined {
  if (typeof navigator === 'undefined' || navigator.onLine) return undefined;
  return new ApiError(
    0,
    'offline',
    i18next.t(method === 'GET' ? 'common:offline.notKept' : 'common:offline.refused'),
  );
}

/** How requests reach the API: the network in the browser, the server itself when it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(send: typeof fetch) {
  transport = send;
}

/** The one API client: JSON in and out, the UI language sent along, `{ error }` replies thrown. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const res = await transport(`/api${path}`, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      accept: 'application/json',
      'accept-language': i18next.resolvedLanguage ?? 'en',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  }).catch((failure) => {
    throw offline(rest.method) ?? failure;
  });
  // Whoever signs in or out next on this device reads nothing kept for the one before.
  if (res.ok && path.startsWith('/auth/sign-') && typeof caches !== 'undefined')
    await caches.delete(apiReadsCache);
  const body = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
      ?.error;
    throw new ApiError(res.status, err?.code ?? 'unknown', err?.message ?? res.statusText, err?.fields);
  }
  return body as T;
}
