/** The 95th percentile of `runs` timed calls of `work`, after `warmUps` untimed calls, in ms. */
export async function p95Time(
  runs: number,
  work: (i: number) => Promise<unknown>,
  warmUps = 5,
): Promise<number> {
  for (let i = 0; i < warmUps; i++) await work(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work(i);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.ceil(samples.length * 0.95) - 1] ?? Number.NaN;
}
