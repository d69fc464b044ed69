import * as Tabs from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultEditSettings, type EditSettings } from '../../lib/edit-settings';
import { renderEditedImage } from '../../lib/image-edit';
import { toast } from '../../lib/toast';
import { useMediaQuery } from '../../lib/use-media-query';
import { useScaledImage } from '../../lib/use-scaled-image';
import { buttonClass } from '../ui/field';
import { AdjustControls, drawerQuery } from './adjust-controls';
import { EditPreview } from './edit-preview';
import { FilterStrip } from './filter-strip';

export interface ImageEditorProps {
  imageUrl: string;
  /** 0-based. */
  currentIndex: number;
  totalImages: number;
  isFirst: boolean;
  isLast: boolean;
  /** The edit rendered at full resolution (long edge ≤ 2048 px) as a JPEG, with the settings used. */
  onSave: (edited: Blob, settings: EditSettings) => void | Promise<void>;
  onPrevious: () => void;
  /** Called after the last image too ('Finish Editing'). */
  onNext: () => void;
}

/** Previews are drawn from screen-sized copies; the save always starts from the original. */
const previewEdge = 1280;
const thumbEdge = 160;

const tabClass =
  'flex-1 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/** One image at a time: filters, adjustments, then Next/Previous save the edit and move on. */
export function ImageEditor(props: ImageEditorProps) {
  const { imageUrl, currentIndex, totalImages, isFirst, isLast } = props;
  const { t } = useTranslation('media');
  // Settings belong to one image: a new image starts from the original look.
  const imageKey = `${currentIndex}|${imageUrl}`;
  const [edit, setEdit] = useState({ imageKey, settings: defaultEditSettings });
  const settings = edit.imageKey === imageKey ? edit.settings : defaultEditSettings;
  const setSettings = (next: EditSettings) => setEdit({ imageKey, settings: next });
  const [saving, setSaving] = useState(false);
  const preview = useScaledImage(imageUrl, previewEdge);
  const thumb = useScaledImage(imageUrl, thumbEdge);
  // The centred dialog has its own preview and dims the page: the big one rests until it closes,
  // so each slider step redraws one filtered picture, not two.
  const [adjusting, setAdjusting] = useState(false);
  const asDrawer = useMediaQuery(drawerQuery);
  const inDialog = adjusting && !asDrawer;
  const atOpen = useRef(settings);
  const onAdjustOpen = (open: boolean) => {
    atOpen.current = settings;
    setAdjusting(open);
  };

  async function saveThen(move: () => void) {
    setSaving(true);
    try {
      await props.onSave(await renderEditedImage(imageUrl, settings), settings);
      toast.success(t('editor.saved'));
      move();
    } catch (err) {
      toast.error(t('editor.saveFailed', { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setSaving(false);
    }
  }

  const alt = t('editor.previewAlt', { current: currentIndex + 1 });
  return (
    <div className="mx-auto w-full max-w-xl space-y-4 lg:max-w-5xl">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={isFirst || saving}
          onClick={() => saveThen(props.onPrevious)}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('editor.previous')}
        </button>
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {t('editor.position', { current: currentIndex + 1, total: totalImages })}
        </p>
        <button
          type="button"
          className={buttonClass.primary}
          disabled={saving}
          onClick={() => saveThen(props.onNext)}
        >
          {isLast ? t('editor.finish') : t('editor.next')}
          {!isLast && <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />}
        </button>
      </div>
      {/* Preview and controls fit one laptop screen: side by side, the preview no taller than 55% of it. */}
      <div className="space-y-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6 lg:space-y-0">
        <EditPreview
          src={preview}
          settings={inDialog ? atOpen.current : settings}
          alt={alt}
          className="mx-auto w-full max-w-[55svh]"
        />
        <Tabs.Root defaultValue="filters">
          <Tabs.List className="flex border-b border-slate-200">
            <Tabs.Trigger value="filters" className={tabClass}>
              {t('editor.filtersTab')}
            </Tabs.Trigger>
            <Tabs.Trigger value="adjust" className={tabClass}>
              {t('editor.adjustTab')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="filters" className="pt-4">
            <FilterStrip
              src={thumb}
              selected={settings.filter}
              onSelect={(filter) => setSettings({ ...settings, filter })}
            />
          </Tabs.Content>
          <Tabs.Content value="adjust" className="flex justify-center pt-4">
            <AdjustControls
              open={adjusting}
              onOpenChange={onAdjustOpen}
              src={preview}
              alt={alt}
              settings={settings}
              onChange={setSettings}
              onReset={() => setSettings(defaultEditSettings)}
            />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  );
}
