import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TemplateId } from '../../../../shared/catalogs/constants';
import {
  type CatalogDetails,
  type CatalogForm,
  catalogDetailsSchema,
  emptyCatalogForm,
} from '../../../../shared/catalogs/schema';
import { routes } from '../../../../shared/routes';
import { UploadArea, type UploadedPhoto } from '../../../components/media/upload-area';
import { EditStep } from '../../../components/photo-flow/edit-step';
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
  const [templateChosen, setTemplateChosen] = useState(Boolean(start));
  const [details, setDetails] = useState<CatalogDetails | null>(start?.details ?? null);
  const form = useForm<CatalogForm, unknown, CatalogDetails>({
    resolver: zodResolver(catalogDetailsSchema),
    defaultValues: start?.form ?? emptyCatalogForm,
  });
  const template = form.watch('template') as TemplateId;

  // The preview shows what 'Create Catalog' accepted; any later change needs it again.
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      if (name) setDetails(null);
    });
    return () => sub.unsubscribe();
  }, [form]);

  const allowed: Record<Step, boolean> = {
    upload: true,
    edit: count > 0,
    template: count > 0,
    details: count > 0 && templateChosen,
    preview: count > 0 && Boolean(details?.title),
  };

  function chooseTemplate(id: TemplateId) {
    form.setValue('template', id);
    setTemplateChosen(true);
    setStep('details');
    toast.success(t('toasts.templateSelected', { template: t(`templates.${id}.name`) }));
  }

  function onSaveFailed(err: unknown) {
    // The server checks with the same schema: show the fields it refused where they are typed.
    if (err instanceof ApiError && err.fields && Object.keys(err.fields).some((k) => k !== 'images')) {
      setStep('details');
      void form.trigger();
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
      <Tabs.Content value="upload" className="space-y-4">
        <h2 className="text-xl font-semibold text-ink">{t('upload.heading')}</h2>
        <UploadArea
          photos={photos.photos}
          onChange={photos.change}
          onAdded={(added) => {
            photos.startAtAdded(added.length);
            setStep('edit');
            toast.success(t('toasts.imagesUploaded', { count: added.length }));
          }}
        />
      </Tabs.Content>
      <Tabs.Content value="edit">
        <EditStep
          photos={photos}
          onFinish={() => {
            setStep('template');
            toast.success(t('toasts.allEdited'));
          }}
        />
      </Tabs.Content>
      <Tabs.Content value="template">
        <TemplateStep current={templateChosen ? template : null} onChoose={chooseTemplate} />
      </Tabs.Content>
      <Tabs.Content value="details">
        <DetailsStep
          form={form}
          template={template}
          onBack={() => setStep('template')}
          onValid={(valid) => {
            setDetails(valid);
            setStep('preview');
            toast.success(t('toasts.detailsSaved'));
          }}
        />
      </Tabs.Content>
      <Tabs.Content value="preview">
        {details && (
          <PreviewStep
            details={details}
            images={photos.urls()}
            onEdit={() => setStep('details')}
            onCancel={() => navigate(routes.catalog(), { state: { fresh: Date.now() } })}
            save={() => saveCatalog(form.getValues(), photos.blobs(), start?.id)}
            onSaved={() => navigate(routes.products())}
            onFailed={onSaveFailed}
          />
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
