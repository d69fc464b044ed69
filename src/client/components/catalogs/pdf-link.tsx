import { clsx } from 'clsx';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../ui/field';

/** The printable documents (server: modules/listings/pdf), in the supplier's language. */
export const pdfPaths = {
  catalog: (supplierId: string) => `/api/suppliers/${encodeURIComponent(supplierId)}/catalog.pdf`,
  sheet: (kind: 'catalog' | 'product', id: string) => `/api/${kind}s/${encodeURIComponent(id)}/sheet.pdf`,
};

/** 'Download catalog (PDF)' or 'Product sheet (PDF)': a plain link, so it works before hydration. */
export function PdfLink({
  href,
  document,
  className,
}: {
  href: string;
  document: 'catalog' | 'sheet';
  className?: string;
}) {
  const { t } = useTranslation('pdf');
  return (
    <a href={href} download className={clsx(buttonClass.secondary, className)}>
      <FileDown aria-hidden className="size-4" />
      {t(`pdf:download.${document}`)}
    </a>
  );
}
