import type { ReactNode } from 'react';
import { Link } from '../../lib/router';

/** A card's title link, stretched over the whole card (the card must be `relative`). */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="after:absolute after:inset-0 hover:text-brand-700">
      {children}
    </Link>
  );
}
