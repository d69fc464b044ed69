import { clsx } from 'clsx';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../shared/routes';
import type { InquiryTarget } from '../../../shared/trade/constants';
import { Link } from '../../lib/router';
import { buttonClass } from '../ui/field';

/**
 * 'Send Inquiry' on a catalog's, product's or supplier's page: a plain link, so it works before
 * the page is hydrated. Example suppliers cannot receive inquiries: a note says so instead.
 */
export function SendInquiryLink({
  kind,
  id,
  isExample = false,
  className,
}: {
  kind: InquiryTarget;
  id: string;
  isExample?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (isExample)
    return <p className={clsx('text-sm text-slate-500', className)}>{t('inquiry.exampleNote')}</p>;
  return (
    <Link to={routes.inquiry(kind, id)} className={clsx(buttonClass.primary, className)}>
      <MessageSquare aria-hidden className="size-4" />
      {t('inquiry.send')}
    </Link>
  );
}
