/** How many answers of a parallel burst had each status, e.g. { 201: 20, 429: 20 }. */
export function statusTally(answers: { statusCode: number }[]): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const { statusCode } of answers) tally[statusCode] = (tally[statusCode] ?? 0) + 1;
  return tally;
}
