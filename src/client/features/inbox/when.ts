import { useFormat } from '../../lib/format';

/**
 * How to write a message's moment: the time alone today, the day (and year, if not this one)
 * before that, with the time too when `withTime` (in a conversation, not in the inbox's list).
 */
export function whenOptions(at: Date, now: Date, withTime: boolean): Intl.DateTimeFormatOptions {
  if (at.toDateString() === now.toDateString()) return { timeStyle: 'short' };
  const day: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
  if (at.getFullYear() !== now.getFullYear()) day.year = 'numeric';
  return withTime ? { ...day, hour: 'numeric', minute: '2-digit' } : day;
}

/** A message's moment in the page's language (see `whenOptions`). */
export function useWhen() {
  const format = useFormat();
  return (iso: string, withTime = false) => {
    const at = new Date(iso);
    return format.date(at, whenOptions(at, new Date(), withTime));
  };
}
