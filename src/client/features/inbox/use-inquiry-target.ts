import { useQuery } from '@tanstack/react-query';
import { routes } from '../../../shared/routes';
import { type InquiryTarget, listingKinds } from '../../../shared/trade/constants';
import type { PageQuery } from '../../lib/lazy-page';
import { catalogQuery } from '../catalogs/api';
import { supplierQuery } from '../directory/api';
import { productQuery } from '../products/api';

/** What an inquiry is about, as its form shows it. */
export interface TargetSummary {
  title: string;
  /** Who receives it: the supplier's name (a supplier's own page names nobody else). */
  supplierName: string | null;
  /** Its public page. */
  link: string;
  /** Who owns the listing, when known: they cannot send an inquiry to themselves. */
  ownerId: string | null;
  /** An example supplier, which cannot receive inquiries. */
  isExample: boolean;
}

export const isInquiryTarget = (kind: string | undefined): kind is InquiryTarget =>
  (listingKinds as readonly string[]).includes(kind ?? '');

/** The public read of the target (the one its own page makes), for the server to draw the form with. */
export function targetQuery(kind: string | undefined, id: string): PageQuery | undefined {
  if (kind === 'catalog') return catalogQuery(id) as PageQuery;
  if (kind === 'product') return productQuery(id) as PageQuery;
  if (kind === 'supplier') return supplierQuery(id) as PageQuery;
  return undefined;
}

/** The catalog, product or supplier an inquiry is about, read through its public API. */
export function useInquiryTarget(kind: InquiryTarget, id: string) {
  const catalog = useQuery({ ...catalogQuery(id), enabled: kind === 'catalog' });
  const product = useQuery({ ...productQuery(id), enabled: kind === 'product' });
  const supplier = useQuery({ ...supplierQuery(id), enabled: kind === 'supplier' });
  const query = { catalog, product, supplier }[kind];
  let summary: TargetSummary | undefined;
  const listing = kind === 'catalog' ? catalog.data : kind === 'product' ? product.data : undefined;
  if (listing)
    summary = {
      title: listing.title,
      supplierName: listing.supplier?.name ?? null,
      link: routes.listing(kind as 'catalog' | 'product', id),
      ownerId: listing.ownerId,
      isExample: false, // listings belong to registered users; example suppliers have none
    };
  if (kind === 'supplier' && supplier.data) {
    const s = supplier.data.supplier;
    summary = {
      title: s.name,
      supplierName: null,
      link: routes.supplier(s.id),
      ownerId: null,
      isExample: s.isExample,
    };
  }
  return { summary, pending: query.isPending, error: query.error, refetch: query.refetch };
}
