import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogDetailsSchema, catalogToForm } from '../../../../shared/catalogs/schema';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { useLocation, useSearchParams } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';
import { useCatalogForEditing } from '../api';
import { CatalogWizard, NewCatalogWizard } from '../components/catalog-wizard';

/** /catalog: a new catalog, or with ?edit=<id> one of the supplier's own, filled in. */
export default function CatalogWizardPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const editId = params.get('edit');
  // Every visit (Cancel included) starts a fresh wizard; a new catalog's starts from its draft, if kept.
  const { key } = useLocation();
  const { user } = useAuth();
  usePageMeta(
    editId ? 'catalog:wizard.editTitle' : 'common:pages.catalog',
    'common:pageDescriptions.catalog',
  );
  const editing = useCatalogForEditing(editId);
  const own = editing.data && editing.data.catalog.ownerId === user?.id ? editing.data : null;

  let body: ReactNode;
  if (!editId) body = <NewCatalogWizard key={key} userId={user?.id} />;
  else if (editing.isPending) body = <Spinner />;
  else if (!own) body = <Notice tone="error">{t('wizard.loadError')}</Notice>;
  else {
    const form = catalogToForm(own.catalog);
    // Saved under older rules, it may need fixing before it can be previewed again.
    const parsed = catalogDetailsSchema.safeParse(form);
    const start = { id: own.catalog.id, form, details: parsed.data ?? null, photos: own.photos };
    body = <CatalogWizard key={key} start={start} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">
          {t(editId ? 'wizard.editTitle' : 'wizard.title')}
        </h1>
        <p className="text-slate-600">{t('wizard.subtitle')}</p>
      </header>
      {body}
    </div>
  );
}
