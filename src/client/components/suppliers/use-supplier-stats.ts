import { Clock, type LucideIcon, MessageSquareReply, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Supplier } from '../../../shared/suppliers/schema';
import { durationParts } from '../../../shared/trade/phrases';
import { useFormat } from '../../lib/format';

export interface SupplierStat {
  icon: LucideIcon;
  label: string;
  value: string;
  /** A line under the value ('Replies in ~2 h'). */
  note?: string;
}

/**
 * 'Replies in ~2 h' from the median first reply, worded in the 'directory' namespace (its pages are
 * drawn by the server with that namespace only); the unit is chosen as everywhere else.
 */
export function repliesIn(t: (key: string, values: { count: number }) => string, minutes: number | null) {
  if (minutes === null) return undefined;
  const { unit, count } = durationParts(minutes);
  return t(`directory:card.repliesIn.${unit}`, { count });
}

/** Response rate (and reply time), delivery time and listings count (catalogs + products), as the card and the profile show them. */
export function useSupplierStats(supplier: Supplier | undefined): SupplierStat[] {
  const { t } = useTranslation('directory');
  const format = useFormat();
  if (!supplier) return [];
  const range = supplier.deliveryTime && /^(\d+)\s*-\s*(\d+)\s*days?$/i.exec(supplier.deliveryTime.trim());
  // '7-10 days' reads in the reader's language; other wording shows as the supplier wrote it.
  const delivery = range
    ? t('directory:card.dayRange', {
        min: format.number(Number(range[1])),
        max: format.number(Number(range[2])),
      })
    : supplier.deliveryTime;
  return [
    {
      icon: MessageSquareReply,
      label: t('directory:card.responseRate'),
      value:
        supplier.responseRate === null
          ? t('directory:card.notYet')
          : // Whole percents, placed by the translation ("98 %" in German): no Intl start-up (~60 ms
            // on a phone) for a card that shows no other number needing it.
            t('directory:card.responseRateValue', {
              percent: format.number(Math.round(supplier.responseRate)),
            }),
      note: repliesIn(t, supplier.medianResponseMinutes),
    },
    { icon: Clock, label: t('directory:card.deliveryTime'), value: delivery || t('directory:card.notYet') },
    {
      icon: Package,
      label: t('directory:card.listings'),
      value: format.number(supplier.productsCount),
      // An example's count is a sample figure: its listings come with it at launch.
      note: supplier.isExample ? t('directory:card.exampleFigure') : undefined,
    },
  ];
}
