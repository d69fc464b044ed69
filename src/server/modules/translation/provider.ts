/** A machine-translation service; languages are ISO 639-1 codes (en, hi, es, ...). */
export interface TranslationProvider {
  readonly name: string;
  pairs(): Promise<Array<[string, string]>>;
  translate(text: string, source: string, target: string): Promise<string>;
}

export class ProviderUnavailableError extends Error {}

export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (e) {
    throw new ProviderUnavailableError(`Translation provider unreachable at ${url}: ${(e as Error).message}`);
  }
  if (!res.ok) throw new ProviderUnavailableError(`Translation provider answered ${res.status} at ${url}`);
  return (await res.json()) as T;
}
