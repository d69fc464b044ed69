import { useTranslation } from 'react-i18next';
import type { TradeUnit } from '../../../../shared/trade/constants';
import { useFormat } from '../../../lib/format';

/** 'YYYY-MM-DD' `days` from today (UTC, as the shared date rules count): a date input's bounds. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The page's formatters, plus quantities with their unit and calendar days ('YYYY-MM-DD'). */
export function useTradeFormat() {
  const { t } = useTranslation(['rfq', 'trade']);
  const format = useFormat();
  return {
    ...format,
    quantity: (value: number, unit: TradeUnit) =>
      t('rfq:quantity', { quantity: format.number(value), unit: t(`trade:units.${unit}`) }),
    /** What a quote comes to for the whole quantity. */
    total: (pricePerUnit: number, quantity: number) =>
      format.price(Math.round(pricePerUnit * quantity * 100) / 100),
    // A day, not a moment: read at UTC midnight so no time zone moves it to the day before.
    day: (date: string) =>
      format.date(`${date.slice(0, 10)}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}
