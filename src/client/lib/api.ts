import i18next from 'i18next';

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
  });
  const body = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
      ?.error;
    throw new ApiError(res.status, err?.code ?? 'unknown', err?.message ?? res.statusText, err?.fields);
  }
  return body as T;
}
