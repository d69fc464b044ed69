import { useTranslation } from 'react-i18next';
import { reasonsPhrase } from '../../../../shared/trade/phrases';
import type { Requirement } from '../../../../shared/trade/schema';
import { Notice } from '../../../components/ui/notice';
import { QuoteForm } from './quote-form';
import { QuoteSummary } from './quote-summary';

/** A matched supplier's view: why it reached them, then their quote or the form to send one. */
export function SupplierSide({ requirement: r }: { requirement: Requirement }) {
  const { t } = useTranslation(['rfq', 'trade', 'catalog']);
  const reasons = r.reasons.length ? r.reasons : (r.matches[0]?.reasons ?? []);
  const quote = r.quoteList[0];
  return (
    <>
      {reasons.length > 0 && (
        <Notice tone="info" title={t('rfq:supplier.whyTitle')}>
          <p>{reasonsPhrase(t, reasons)}</p>
        </Notice>
      )}
      {quote ? (
        <QuoteSummary quote={quote} requirement={r} />
      ) : r.status === 'open' ? (
        <QuoteForm requirementId={r.id} />
      ) : (
        <Notice tone="info">{t('rfq:supplier.noLongerOpen')}</Notice>
      )}
    </>
  );
}
