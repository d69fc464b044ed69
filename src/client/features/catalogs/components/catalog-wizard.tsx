import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateId } from '../../../../shared/catalogs/constants';
import { type CatalogDetails, type CatalogForm, emptyCatalogForm } from '../../../../shared/catalogs/schema';
import { routes } from '../../../../shared/routes';
import type { UploadedPhoto } from '../../../components/media/upload-area';
import { PhotoSteps } from '../../../components/photo-flow/photo-steps';
import { useEditedPhotos } from '../../../components/photo-flow/use-edited-photos';
import { tabTriggerClass } from '../../../components/ui/tab-trigger';
import { ApiError } from '../../../lib/api';
import { useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { saveCatalog } from '../api';
import {
  type Draft,
  formValues,
  restoredWizard,
  type WizardStep as Step,
  wizardSteps as steps,
} from '../draft';
import { DetailsStep } from './details-step';
import { DraftNotice } from './draft-notice';
import { PreviewStep } from './preview-step';
import { TemplateStep } from './template-step';
import { useDraftSaver, useStoredDraft } from './use-catalog-draft';

export interface WizardStart {
  id: string;
  form: CatalogForm;
  details: CatalogDetails | null;
  photos: UploadedPhoto[];
}

/** A new catalog's draft on this device: `loaded` once the store answered, `restored` what it held. */
interface WizardDraft {
  userId: string;
  loaded: boolean;
  restored: Draft | null;
}

/** A new catalog: the wizard as the user left it on this device, if they did. */
export function NewCatalogWizard({ userId }: { userId: string | undefined }) {
  const found = useStoredDraft(userId);
  const draft = userId ? { userId, loaded: found !== undefined, restored: found ?? null } : undefined;
  // Remounted once a draft turns up, so every step starts from it.
  return <CatalogWizard key={found ? 'restored' : 'new'} draft={draft} />;
}

/**
 * The five-step catalog wizard (spec section 2); `start` re-opens a saved catalog filled in, and
 * `draft` keeps a new one on this device until it is saved or discarded.
 */
export function CatalogWizard({ start, draft }: { start?: WizardStart; draft?: WizardDraft }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const restoredDraft = draft?.restored ?? null;
  const [restored] = useState(() => restoredDraft && restoredWizard(restoredDraft));
  const [step, setStep] = useState<Step>(restored?.step ?? (start ? 'details' : 'upload'));
  const [firstPhotos] = useState(
    () => restoredDraft?.photos.map((p) => ({ ...p, url: URL.createObjectURL(p.blob) })) ?? start?.photos,
  );
  const photos = useEditedPhotos(firstPhotos);
  const count = photos.photos.length;
  const [template, setTemplate] = useState<TemplateId | null>(
    restoredDraft?.template ?? start?.form.template ?? null,
  );
  /** What 'Create Catalog' accepted, for the preview and the save; any later change needs it again. */
  const [accepted, setAccepted] = useState(
    restored?.accepted ?? (start?.details ? { form: start.form, details: start.details } : null),
  );
  /** The Details fields as typed, for the draft. */
  const [values, setValues] = useState(restoredDraft?.values ?? {});
  const saver = useDraftSaver(
    draft?.userId,
    restoredDraft,
    draft?.loaded
      ? {
          step,
          template,
          values,
          photos: photos.photos.map((p) => ({ id: p.id, name: p.name, blob: photos.current(p).blob })),
        }
      : null,
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

  /** Discard and Cancel: the draft goes, and the wizard starts again empty. */
  async function startAgain() {
    await saver.forget();
    navigate(routes.catalog(), { state: { fresh: Date.now() } });
  }

  return (
    <Tabs.Root value={step} onValueChange={(v) => setStep(v as Step)}>
      {draft && (
        <DraftNotice
          restoredAt={restoredDraft?.savedAt ?? null}
          status={saver.status}
          onDiscard={startAgain}
        />
      )}
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
            start={restored?.form ?? start?.form ?? emptyCatalogForm}
            template={template}
            refused={refused}
            onBack={() => setStep('template')}
            onAccepted={accept}
            onEdited={(form) => {
              setAccepted(null);
              setValues(formValues(form));
            }}
          />
        )}
      </Tabs.Content>
      <Tabs.Content value="preview">
        {accepted && (
          <PreviewStep
            details={accepted.details}
            images={photos.urls()}
            onEdit={() => setStep('details')}
            onCancel={startAgain}
            save={() => saveCatalog(accepted.form, photos.blobs(), start?.id)}
            onSaved={() => void saver.forget().then(() => navigate(routes.products()))}
            onFailed={onSaveFailed}
          />
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
