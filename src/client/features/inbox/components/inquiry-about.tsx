import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import type { TargetSummary } from '../use-inquiry-target';

/** What the inquiry is about: the listing or supplier, linked to its page, and who receives it. */
export function InquiryAbout({ target }: { target: TargetSummary }) {
  const { t } = useTranslation('inbox');
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-500">{t('inquiry.about')}</p>
      <Link to={target.link} className="text-lg font-semibold text-brand-700 hover:underline">
        {target.title}
      </Link>
      {target.supplierName && (
        <p className="text-sm text-slate-600">{t('inquiry.to', { name: target.supplierName })}</p>
      )}
    </div>
  );
}
