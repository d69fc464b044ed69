import type { ReactNode } from 'react';

/** One labelled value in a card's description list. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}
