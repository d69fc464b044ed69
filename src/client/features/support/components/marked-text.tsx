import type { MarkedText as Parts } from '../../../../shared/support/schema';

/** Text with the words a search matched highlighted. */
export function MarkedText({ parts }: { parts: Parts }) {
  return parts.map((part, i) =>
    part.hit ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
      <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
