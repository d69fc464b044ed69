import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProductForm } from '../../../../shared/products/schema';
import { routes } from '../../../../shared/routes';
import { UploadArea } from '../../../components/media/upload-area';
import { EditStep } from '../../../components/photo-flow/edit-step';
import { useEditedPhotos } from '../../../components/photo-flow/use-edited-photos';
import { tabTriggerClass } from '../../../components/ui/tab-trigger';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import { addProduct } from '../api';
import { ProductDetailsStep } from '../components/product-details-step';

const steps = ['upload', 'edit', 'details'] as const;
type Step = (typeof steps)[number];
/** Add New Product (spec section 2): Upload, Edit, Details; saved with its photos, then /products. */
export default function AddProductPage() {
  const { t } = useTranslation('products');
  usePageMeta('products:add.title', 'common:pageDescriptions.products');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('upload');
  const photos = useEditedPhotos();
  const hasPhotos = photos.photos.length > 0;

  async function submit(values: ProductForm) {
    try {
      await addProduct(values, photos.blobs());
    } catch (err) {
      toast.error(t('toasts.addFailed', { message: err instanceof Error ? err.message : String(err) }));
      throw err; // the form shows the fields the server refused
    }
    toast.success(t('toasts.added'));
    navigate(routes.products());
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('add.title')}</h1>
        <p className="text-slate-600">{t('add.subtitle')}</p>
      </header>
      <Tabs.Root value={step} onValueChange={(v) => setStep(v as Step)}>
        <Tabs.List aria-label={t('add.steps')} className="mb-6 flex gap-1 border-b border-slate-200">
          {steps.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              disabled={name !== 'upload' && !hasPhotos}
              className={tabTriggerClass}
            >
              {t(`add.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="upload">
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
              setStep('details');
              toast.success(t('toasts.allEdited'), { description: t('toasts.allEditedDescription') });
            }}
          />
        </Tabs.Content>
        {/* Kept mounted, so what was typed survives a visit back to Upload or Edit; fades in over 0.3 s. */}
        <Tabs.Content
          value="details"
          forceMount
          className="transition-opacity duration-300 ease-out starting:opacity-0 data-[state=inactive]:hidden"
        >
          <ProductDetailsStep photos={photos} save={submit} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
