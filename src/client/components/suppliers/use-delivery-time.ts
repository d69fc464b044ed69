import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

/** '7-10 days' in the reader's language; other wording is shown as the supplier wrote it. */
export function useDeliveryTime(value: string | null): string | null {
  const { t } = useTranslation('directory');
  if (!value) return null;
  const range = /^(\d+)\s*-\s*(\d+)\s*days?$/i.exec(value.trim());
  if (!range) return value;
  return t('directory:card.dayRange', {
    min: formatNumber(Number(range[1])),
    max: formatNumber(Number(range[2])),
  });
}
