import { useTranslation } from 'react-i18next';
import {
  formatCountdown,
  formatDate,
  formatNumber,
  formatPrice,
  formatPriceRange,
} from '../../shared/i18n/format';

export * from '../../shared/i18n/format';

/** The formatters in the page's interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  return {
    language: lng,
    number: (value: number, options: Intl.NumberFormatOptions = {}) => formatNumber(value, options, lng),
    price: (value: number) => formatPrice(value, lng),
    priceRange: (min: number, max: number) => formatPriceRange(min, max, lng),
    date: (date: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      formatDate(date, options, lng),
    countdown: (msLeft: number) => formatCountdown(msLeft, lng),
  };
}
