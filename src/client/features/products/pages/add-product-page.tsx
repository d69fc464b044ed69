import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProductForm, productToForm } from '../../../../shared/products/schema';
import { routes } from '../../../../shared/routes';
import type { UploadedPhoto } from '../../../components/media/read-photos';
import { PhotoSteps } from '../../../components/photo-flow/photo-steps';
import { useEditedPhotos } from '../../../components/photo-flow/use-edited-photos';
import { whatsappShareAction } from '../../../components/share/share-buttons';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { tabTriggerClass } from '../../../components/ui/tab-trigger';
import { usePageMeta } from '../../../lib/page-meta';
import { useNavigate, useParams } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/use-auth';
import { saveProduct, useProductForEditing } from '../api';
import { ProductDetailsStep } from '../components/product-details-step';

const steps = ['upload', 'edit', 'details'] as const;
type Step = (typeof steps)[number];

interface Start {
  id: string;
  form: ProductForm;
  photos: UploadedPhoto[];
}

/**
 * Add New Product (spec section 2): Upload, Edit, Details; saved with its photos, then /products.
 * At /products/:id/edit the same steps re-open one of the supplier's own products, filled in.
 */
export default function AddProductPage() {
  const { t } = useTranslation('products');
  const { id } = useParams();
  const { user } = useAuth();
  usePageMeta(id ? 'products:edit.title' : 'products:add.title', 'common:pageDescriptions.products');
  const editing = useProductForEditing(id);
  const own = editing.data && editing.data.product.ownerId === user?.id ? editing.data : null;

  let body: ReactNode;
  if (!id) body = <ProductSteps />;
  else if (editing.isPending) body = <Spinner />;
  else if (!own) body = <Notice tone="error">{t('edit.loadError')}</Notice>;
  else body = <ProductSteps key={id} start={{ id, form: productToForm(own.product), photos: own.photos }} />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t(id ? 'edit.title' : 'add.title')}</h1>
        <p className="text-slate-600">{t(id ? 'edit.subtitle' : 'add.subtitle')}</p>
      </header>
      {body}
    </div>
  );
}

function ProductSteps({ start }: { start?: Start }) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>(start ? 'details' : 'upload');
  const photos = useEditedPhotos(start?.photos);
  const hasPhotos = photos.photos.length > 0;

  async function submit(values: ProductForm) {
    let id: string;
    try {
      ({ id } = await saveProduct(values, photos.blobs(), start?.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      toast.error(t(start ? 'toasts.updateFailed' : 'toasts.addFailed', { message }));
      throw err; // the form shows the fields the server refused
    }
    if (start) {
      await client.invalidateQueries({ queryKey: ['product', start.id] });
      toast.success(t('toasts.updated'));
      navigate(routes.product(start.id));
    } else {
      toast.success(t('toasts.added'), {
        action: whatsappShareAction(t('share:whatsapp'), values.title, routes.product(id)),
        duration: 10_000,
      });
      navigate(routes.products());
    }
  }

  return (
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
      <PhotoSteps
        photos={photos}
        onUploaded={(count) => {
          setStep('edit');
          toast.success(t('toasts.imagesUploaded', { count }));
        }}
        onEdited={() => {
          setStep('details');
          toast.success(t('toasts.allEdited'), { description: t('toasts.allEditedDescription') });
        }}
      />
      {/* Kept mounted, so what was typed survives a visit back to Upload or Edit; fades in over 0.3 s. */}
      <Tabs.Content
        value="details"
        forceMount
        className="transition-opacity duration-300 ease-out starting:opacity-0 data-[state=inactive]:hidden"
      >
        <ProductDetailsStep photos={photos} save={submit} start={start?.form} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
