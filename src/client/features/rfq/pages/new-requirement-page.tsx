import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { maxMatches } from '../../../../shared/trade/constants';
import { usePageMeta } from '../../../lib/page-meta';
import { useNavigate } from '../../../lib/router';
import { postRequirement } from '../api';
import { RequirementForm } from '../components/requirement-form';

/** /requirements/new: a buyer describes what they need; matching suppliers receive it. */
export default function NewRequirementPage() {
  const { t } = useTranslation(['rfq', 'trade', 'catalog', 'media']);
  usePageMeta('rfq:meta.new', 'rfq:meta.newDescription');
  const navigate = useNavigate();
  const client = useQueryClient();

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('rfq:form.title')}</h1>
        <p className="text-slate-600">{t('rfq:form.subtitle', { max: maxMatches })}</p>
      </header>
      <RequirementForm
        save={async (values, photos) => {
          const { id } = await postRequirement(values, photos);
          await client.invalidateQueries({ queryKey: ['requirements'] });
          return id;
        }}
        onSaved={(id) => navigate(routes.requirement(id))}
      />
    </div>
  );
}
