import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { RotateCcw, RotateCw, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { editorLimits, sliderStep } from '../../../shared/media/constants';
import { type Adjustment, clampAdjustment, type EditSettings, rotate } from '../../lib/edit-settings';
import { useMediaQuery } from '../../lib/use-media-query';
import { buttonClass } from '../ui/field';
import { EditPreview } from './edit-preview';

const sliders: Adjustment[] = ['brightness', 'contrast', 'saturation', 'zoom'];

/** Below the 768 px breakpoint the controls open as a bottom drawer. */
export const drawerQuery = '(max-width: 767px)';

interface AdjustControlsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  alt: string;
  settings: EditSettings;
  onChange: (settings: EditSettings) => void;
  onReset: () => void;
}

/**
 * 'Open Adjustment Controls' and what it opens, titled 'Image Adjustments': a bottom drawer under
 * 768 px (the photo stays visible above it), a centred dialog with its own preview otherwise.
 */
export function AdjustControls({
  open,
  onOpenChange,
  src,
  alt,
  settings,
  onChange,
  onReset,
}: AdjustControlsProps) {
  const { t } = useTranslation('media');
  const small = useMediaQuery(drawerQuery);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass.secondary}>{t('editor.openAdjust')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          className={clsx('fixed inset-0 z-40', small ? 'bg-transparent' : 'bg-slate-900/40')}
        />
        <Dialog.Content
          className={clsx(
            'fixed z-50 space-y-4 bg-white p-5 shadow-xl focus:outline-none',
            small
              ? 'inset-x-0 bottom-0 max-h-[70vh] overflow-y-auto rounded-t-2xl'
              : 'top-1/2 left-1/2 max-h-[90vh] w-full max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl',
          )}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-ink">{t('editor.adjustTitle')}</Dialog.Title>
            {!small && (
              <Dialog.Close
                aria-label={t('editor.close')}
                className="rounded p-1 text-slate-500 hover:bg-slate-100"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            )}
          </div>
          <Dialog.Description className="sr-only">{t('editor.adjustDescription')}</Dialog.Description>
          {!small && <EditPreview src={src} settings={settings} alt={alt} className="mx-auto w-64" />}
          {sliders.map((name) => (
            <div key={name} className="space-y-1">
              <div className="flex justify-between text-sm">
                <span className="font-medium text-slate-700">{t(`editor.${name}`)}</span>
                <span className="text-slate-500 tabular-nums">{settings[name]}%</span>
              </div>
              <input
                type="range"
                aria-label={t(`editor.${name}`)}
                value={settings[name]}
                min={editorLimits[name].min}
                max={editorLimits[name].max}
                step={sliderStep}
                onInput={(e) =>
                  onChange({ ...settings, [name]: clampAdjustment(name, e.currentTarget.valueAsNumber) })
                }
                className="h-6 w-full cursor-pointer accent-brand-600"
              />
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => onChange({ ...settings, rotation: rotate(settings.rotation, 'left') })}
              aria-label={t('editor.rotateLeft')}
              title={t('editor.rotateLeft')}
            >
              <RotateCcw aria-hidden className="size-4" />
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => onChange({ ...settings, rotation: rotate(settings.rotation, 'right') })}
              aria-label={t('editor.rotateRight')}
              title={t('editor.rotateRight')}
            >
              <RotateCw aria-hidden className="size-4" />
            </button>
            <button type="button" className={buttonClass.secondary} onClick={onReset}>
              <Undo2 aria-hidden className="size-4" />
              {t('editor.reset')}
            </button>
            <span className="ms-auto text-sm text-slate-500 tabular-nums">
              {t('editor.rotation')}: {settings.rotation}°
            </span>
          </div>
          {small && (
            <Dialog.Close className={clsx(buttonClass.primary, 'w-full')}>{t('editor.close')}</Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
