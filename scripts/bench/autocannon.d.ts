// autocannon ships no types; only what the API bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    duration?: number;
    connections?: number;
    pipelining?: number;
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
