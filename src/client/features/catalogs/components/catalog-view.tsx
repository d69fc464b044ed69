import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { templates } from '../../../../shared/catalogs/constants';
import type { CatalogDetails } from '../../../../shared/catalogs/schema';
import { ListingPrice, type ListingTax } from '../../../components/catalogs/listing-price';
import { type GalleryPhoto, PhotoGallery } from '../../../components/media/photo-gallery';
import { TranslateButton, useTranslatable } from '../../../components/ui/translate-button';
import { useFormat } from '../../../lib/format';

/**
 * The catalog as buyers see it (spec section 2, Preview): its photos first, with the title, price,
 * MOQ and `aside` (supplier, inquiry) beside them on a wide screen, then every other field. The
 * wizard's Preview and the public page both use it: the Preview shows the spec's 5-column grid
 * (first photo over 3 columns) of the photos being edited, the public page the stored photos at
 * their own aspect ratio with the full-screen viewer.
 */
export function CatalogView({
  catalog,
  images,
  aside,
  sourceLanguage,
}: {
  /** Being previewed (its tax as typed) or stored (none on one saved before listings had tax). */
  catalog: Omit<CatalogDetails, keyof ListingTax> & ListingTax;
  images: string[] | GalleryPhoto[];
  aside?: ReactNode;
  /** The language the author wrote in; readers of another language get 'Translate'. */
  sourceLanguage?: string;
}) {
  const { t, i18n } = useTranslation('catalog');
  const format = useFormat();
  const translatable = useTranslatable(
    [catalog.title, catalog.description],
    sourceLanguage ?? i18n.resolvedLanguage ?? 'en',
  );
  const [title = catalog.title, description = catalog.description] = translatable.texts;
  const n = (v: number) => format.number(v);
  const { dimensions: d, weight: w, packaging: p } = catalog;
  const specs: [string, string][] = [
    [t('preview.material'), catalog.material],
    [t('preview.category'), t(`categories.${catalog.category}`)],
    [
      t('preview.dimensions'),
      t('preview.dimensionsValue', {
        length: n(d.length),
        width: n(d.width),
        height: n(d.height),
        unit: t(`units.${d.unit}`),
      }),
    ],
    [t('preview.weight'), `${n(w.value)} ${t(`units.${w.unit}`)}`],
    ...templates[catalog.template].attributes.map(
      ({ key }) => [t(`fields.${key}`), catalog.attributes[key] ?? ''] as [string, string],
    ),
  ];
  const imageAlt = (n: number) => t('preview.imageAlt', { title: catalog.title, n });
  const pack = (side: 'inner' | 'outer') =>
    t('preview.packValue', {
      type: p[side].type,
      quantity: n(p[side].quantity),
      dimensions: p[side].dimensions,
    });

  return (
    <article className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      {/* The photos lead: full width on a phone, the wide column beside the title and price on a laptop. */}
      {isStored(images) ? (
        <PhotoGallery photos={images} alt={imageAlt} testId="catalog-images" />
      ) : (
        <div className="grid grid-cols-5 gap-2" data-testid="catalog-images">
          {images.map((src, i) => (
            <img
              // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice; order is the identity
              key={i}
              src={src}
              alt={imageAlt(i + 1)}
              className={clsx(
                'aspect-square w-full rounded-lg bg-slate-100 object-cover',
                i === 0 && 'col-span-3 row-span-2',
              )}
            />
          ))}
        </div>
      )}
      <div className="space-y-4">
        <header>
          <h2 className="text-2xl font-bold text-ink">{title}</h2>
          <p className="text-sm text-slate-500">{t('preview.itemNumber', { value: catalog.itemNumber })}</p>
        </header>
        <ListingPrice price={catalog.price} moq={catalog.moq} tax={catalog} />
        {aside}
      </div>
      <div className="space-y-4">
        <p className="whitespace-pre-line text-slate-700">{description}</p>
        <TranslateButton {...translatable} />
        <section aria-labelledby="catalog-specs">
          <h3 id="catalog-specs" className="mb-2 font-semibold text-ink">
            {t('preview.specifications')}
          </h3>
          <Facts rows={specs} />
        </section>
      </div>
      <section aria-labelledby="catalog-packaging" className="rounded-xl border border-slate-200 p-4">
        <h3 id="catalog-packaging" className="mb-2 font-semibold text-ink">
          {t('preview.packaging')}
        </h3>
        <Facts
          rows={[
            [t('preview.inner'), pack('inner')],
            [t('preview.outer'), pack('outer')],
            [
              t('preview.container'),
              t('preview.containerValue', { twenty: n(p.container.twenty), forty: n(p.container.forty) }),
            ],
          ]}
        />
      </section>
    </article>
  );
}

const isStored = (images: string[] | GalleryPhoto[]): images is GalleryPhoto[] =>
  typeof images[0] === 'object';

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[10rem_1fr] gap-2 py-1.5">
          <dt className="text-slate-500">{label}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
