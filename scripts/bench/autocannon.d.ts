// autocannon ships no types; only what the benches use.
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    duration?: number;
    connections?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Requests sent in turn; `setupRequest` may change each one before it is sent. */
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
