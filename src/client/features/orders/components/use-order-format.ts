import { useTranslation } from 'react-i18next';
import { tradeUnits } from '../../../../shared/trade/constants';
import { useFormat } from '../../../lib/format';

/** The page's formatters, plus paise as rupees, quantities with their unit and calendar days. */
export function useOrderFormat() {
  const { t } = useTranslation(['orders', 'trade']);
  const format = useFormat();
  return {
    ...format,
    /** Integer paise as ₹ (paise shown only when there are any). */
    money: (paise: number) => format.price(paise / 100),
    quantity: (value: number, unit: string) =>
      `${format.number(value)} ${(tradeUnits as readonly string[]).includes(unit) ? t(`trade:units.${unit}`) : unit}`,
    // A day, not a moment: read at UTC midnight so no time zone moves it to the day before.
    day: (date: string) =>
      format.date(`${date.slice(0, 10)}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
    /** 1800 basis points → '18 %' in the reader's digits. */
    rate: (bp: number) => format.number(bp / 10_000, { style: 'percent', maximumFractionDigits: 2 }),
  };
}
