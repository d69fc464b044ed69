import { clsx } from 'clsx';
import { type EditSettings, filterCss, previewTransform } from '../../lib/edit-settings';

/**
 * The square live preview: CSS filter and transform only, so the browser's compositor redraws it
 * at screen size on every slider step, however large the photo.
 */
export function EditPreview({
  src,
  settings,
  alt,
  className,
}: {
  src: string;
  settings: EditSettings;
  alt: string;
  className?: string;
}) {
  return (
    <div className={clsx('aspect-square overflow-hidden rounded-lg bg-slate-100', className)}>
      <img
        src={src}
        alt={alt}
        decoding="async"
        draggable={false}
        className="size-full object-contain transition-transform duration-200 will-change-[filter,transform]"
        style={{ filter: filterCss(settings), transform: previewTransform(settings) }}
      />
    </div>
  );
}
