import type { MatchReason } from './schema';

/** The part of i18next's `t` these phrases need, so the server (mails) and the pages share them. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type DurationUnit = 'minutes' | 'hours' | 'days';

/**
 * How long a span of minutes reads: minutes under an hour, hours under two days, days beyond
 * (rounded, never 0). The one place this choice is made: reply times on dashboards, supplier
 * cards, match reasons and mails.
 */
export function durationParts(minutes: number): { unit: DurationUnit; count: number } {
  const m = Math.max(0, minutes);
  if (m < 60) return { unit: 'minutes', count: Math.max(1, Math.round(m)) };
  if (m < 48 * 60) return { unit: 'hours', count: Math.round(m / 60) };
  return { unit: 'days', count: Math.round(m / (24 * 60)) };
}

/** '45 minutes', '2 h', '3 days' (trade:duration.*). */
export function durationText(t: Translate, minutes: number) {
  const { unit, count } = durationParts(minutes);
  return t(`trade:duration.${unit}`, { count });
}

/** The value a reason names, in the reader's words: a reply time, a level, a category's label. */
function reasonValue(t: Translate, { code, value }: MatchReason) {
  if (code === 'replies') return durationText(t, Number(value));
  if (code === 'level') return t(`trade:levels.${value}`);
  if (code === 'category') return t(`catalog:categories.${value}`);
  return value;
}

/** One reason: 'sells cotton poplin', 'Gujarat', 'replies in 2 h' (trade:reasons.<code>). */
export function reasonText(t: Translate, reason: MatchReason) {
  return t(`trade:reasons.${reason.code}`, { value: reasonValue(t, reason) });
}

/** Why a supplier was matched, in one line: 'sells cotton poplin, Gujarat, replies in 2 h'. */
export function reasonsPhrase(t: Translate, reasons: readonly MatchReason[]) {
  return reasons.map((r) => reasonText(t, r)).join(t('trade:reasonSeparator'));
}
