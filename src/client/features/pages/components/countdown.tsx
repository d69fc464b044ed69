import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useLaunchDate } from '../api';

/** The current time, refreshed every second until `until` has passed. */
function useNowUntil(until: number | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined || Date.now() >= until) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [until]);
  return now;
}

export function Countdown() {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const launch = useLaunchDate();
  const now = useNowUntil(launch.data);
  if (launch.data === undefined) return <div className="h-24" aria-hidden />;
  const left = launch.data - now;
  if (left <= 0)
    return (
      <p className="text-center text-xl font-semibold text-brand-700">
        {t('pages:waitlist.countdown.launched')}
      </p>
    );
  const parts = format.countdown(left);
  return (
    <div role="timer" aria-label={t('pages:waitlist.countdown.heading')}>
      <p className="text-center text-sm font-medium uppercase tracking-wide text-slate-600">
        {t('pages:waitlist.countdown.heading')}
      </p>
      <ol className="mt-3 grid grid-cols-4 gap-2 sm:gap-4">
        {parts.map((p) => (
          <li key={p.unit} className="rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200">
            {/* The server drew its own second; the next tick after hydration redraws this one. */}
            <span
              className="block text-2xl font-bold tabular-nums text-ink sm:text-4xl"
              data-unit={p.unit}
              suppressHydrationWarning
            >
              {p.text}
            </span>
            <span className="mt-1 block text-xs text-slate-600 sm:text-sm" suppressHydrationWarning>
              {p.label}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
