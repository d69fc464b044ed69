import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TemplateId } from '../../../../shared/catalogs/constants';
import { type CatalogDetails, type CatalogForm, emptyCatalogForm } from '../../../../shared/catalogs/schema';
import { routes } from '../../../../shared/routes';
import type { UploadedPhoto } from '../../../components/media/upload-area';
import { PhotoSteps } from '../../../components/photo-flow/photo-steps';
import { useEditedPhotos } from '../../../components/photo-flow/use-edited-photos';
import { tabTriggerClass } from '../../../components/ui/tab-trigger';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { saveCatalog } from '../api';
import { DetailsStep } from './details-step';
import { PreviewStep } from './preview-step';
import { TemplateStep } from './template-step';

const steps = ['upload', 'edit', 'template', 'details', 'preview'] as const;
type Step = (typeof steps)[number];

export interface WizardStart {
  id: string;
  form: CatalogForm;
  details: CatalogDetails | null;
  photos: UploadedPhoto[];
}

/** The five-step catalog wizard (spec section 2); `start` re-opens a saved catalog filled in. */
export function CatalogWizard({ start }: { start?: WizardStart }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(start ? 'details' : 'upload');
  const photos = useEditedPhotos(start?.photos);
  const count = photos.photos.length;
  const [template, setTemplate] = useState<TemplateId | null>(start?.form.template ?? null);
  /** What 'Create Catalog' accepted, for the preview and the save; any later change needs it again. */
  const [accepted, setAccepted] = useState(
    start?.details ? { form: start.form, details: start.details } : null,
  );
  /** The fields the server refused a save for, shown in Details. */
  const [refused, setRefused] = useState<Record<string, string>>();

  const allowed: Record<Step, boolean> = {
    upload: true,
    edit: count > 0,
    template: count > 0,
    details: count > 0 && template !== null,
    preview: count > 0 && Boolean(accepted?.details.title),
  };

  function chooseTemplate(id: TemplateId) {
    setTemplate(id);
    setAccepted(null);
    setStep('details');
    toast.success(t('toasts.templateSelected', { template: t(`templates.${id}.name`) }));
  }

  function accept(form: CatalogForm, details: CatalogDetails) {
    setAccepted({ form, details });
    setStep('preview');
    toast.success(t('toasts.detailsSaved'));
  }

  function onSaveFailed(err: unknown) {
    // The server checks with the same schema: show the fields it refused where they are typed.
    if (err instanceof ApiError && err.fields && Object.keys(err.fields).some((k) => k !== 'images')) {
      setRefused(err.fields);
      setStep('details');
    }
  }

  return (
    <Tabs.Root value={step} onValueChange={(v) => setStep(v as Step)}>
      <Tabs.List
        aria-label={t('wizard.steps')}
        className="mb-6 flex flex-wrap gap-1 border-b border-slate-200"
      >
        {steps.map((name) => (
          <Tabs.Trigger key={name} value={name} disabled={!allowed[name]} className={tabTriggerClass}>
            {t(`steps.${name}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <PhotoSteps
        photos={photos}
        heading={<h2 className="text-xl font-semibold text-ink">{t('upload.heading')}</h2>}
        onUploaded={(count) => {
          setStep('edit');
          toast.success(t('toasts.imagesUploaded', { count }));
        }}
        onEdited={() => {
          setStep('template');
          toast.success(t('toasts.allEdited'));
        }}
      />
      <Tabs.Content value="template">
        <TemplateStep current={template} onChoose={chooseTemplate} />
      </Tabs.Content>
      {/* Kept mounted (hidden when another step is open), so what was typed stays meanwhile. */}
      <Tabs.Content value="details" forceMount className="data-[state=inactive]:hidden">
        {template && (
          <DetailsStep
            start={start?.form ?? emptyCatalogForm}
            template={template}
            refused={refused}
            onBack={() => setStep('template')}
            onAccepted={accept}
            onEdited={() => setAccepted(null)}
          />
        )}
      </Tabs.Content>
      <Tabs.Content value="preview">
        {accepted && (
          <PreviewStep
            details={accepted.details}
            images={photos.urls()}
            onEdit={() => setStep('details')}
            onCancel={() => navigate(routes.catalog(), { state: { fresh: Date.now() } })}
            save={() => saveCatalog(accepted.form, photos.blobs(), start?.id)}
            onSaved={() => navigate(routes.products())}
            onFailed={onSaveFailed}
          />
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
