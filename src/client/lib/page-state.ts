import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { ApiError } from './api';

/**
 * What a page carries for the browser's start (`<script id="page-state">`, written by the server's
 * page renderer): its language and strings, and, when the server drew it, the API answers it was
 * drawn with, so hydration asks for nothing again.
 */
export interface PageState {
  language: string;
  strings: Resource;
  drawn: boolean;
  queries?: DehydratedState;
}

interface SentError {
  apiError: { status: number; code: string; message: string; fields?: Record<string, string> };
}

/** An API error survives the trip as JSON (an Error's message is not enumerable). */
export function sendableError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const { status, code, message, fields } = error;
  return { apiError: { status, code, message, fields } } satisfies SentError;
}

function revivedError(error: unknown): unknown {
  const sent = (error as SentError | null)?.apiError;
  return sent ? new ApiError(sent.status, sent.code, sent.message, sent.fields) : error;
}

export function readPageState(): PageState | undefined {
  const text = document.getElementById('page-state')?.textContent;
  return text ? (JSON.parse(text) as PageState) : undefined;
}

/** Puts the answers the server drew the page with into the browser's query cache. */
export function hydrateQueries(queryClient: QueryClient, state: PageState) {
  if (!state.queries) return;
  for (const query of state.queries.queries) query.state.error = revivedError(query.state.error) as Error;
  hydrate(queryClient, state.queries);
}
