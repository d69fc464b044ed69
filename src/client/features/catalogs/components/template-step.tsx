import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type TemplateId, templateIds, templates } from '../../../../shared/catalogs/constants';
import { buttonClass } from '../../../components/ui/field';

/** The five templates (spec section 2), each listing its fields, with 'Use This Template'. */
export function TemplateStep({
  current,
  onChoose,
}: {
  current: TemplateId | null;
  onChoose: (id: TemplateId) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby="template-heading" className="space-y-4">
      <header>
        <h2 id="template-heading" className="text-xl font-semibold text-ink">
          {t('template.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('template.subtitle')}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {templateIds.map((id) => (
          <li key={id}>
            <article
              aria-labelledby={`template-${id}`}
              className={clsx(
                'flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm',
                current === id ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-slate-200',
              )}
            >
              <h3 id={`template-${id}`} className="text-lg font-semibold text-ink">
                {t(`templates.${id}.name`)}
              </h3>
              <p className="text-sm text-slate-600">{t(`templates.${id}.description`)}</p>
              <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
                {templates[id].fields.map((field) => (
                  <li key={field} className="flex items-center gap-2">
                    <Check aria-hidden className="size-4 text-brand-600" />
                    {t(`fields.${field}`)}
                  </li>
                ))}
              </ul>
              {current === id && (
                <p className="mt-3 text-xs font-medium text-brand-700">{t('template.current')}</p>
              )}
              <button
                type="button"
                className={clsx(buttonClass.primary, 'mt-4')}
                onClick={() => onChoose(id)}
              >
                {t('template.use')}
              </button>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
