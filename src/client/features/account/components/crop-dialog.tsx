import * as Dialog from '@radix-ui/react-dialog';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarSize } from '../../../../shared/auth/constants';
import { buttonClass } from '../../../components/ui/field';

const view = 256;

interface Pos {
  left: number;
  top: number;
}

function clamp(pos: Pos, width: number, height: number): Pos {
  return {
    left: Math.min(0, Math.max(view - width, pos.left)),
    top: Math.min(0, Math.max(view - height, pos.top)),
  };
}

/** Square crop of the chosen photo: drag to place it, slide to zoom; the result is a JPEG blob. */
export function CropDialog({
  file,
  busy,
  onCancel,
  onCrop,
}: {
  file: File;
  busy: boolean;
  onCancel: () => void;
  onCrop: (image: Blob) => void;
}) {
  const { t } = useTranslation('account');
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [pos, setPos] = useState<Pos>({ left: 0, top: 0 });
  const drag = useRef<{ x: number; y: number; start: Pos } | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => setImg(image);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const scale = img ? (view / Math.min(img.naturalWidth, img.naturalHeight)) * zoom : 1;
  const width = (img?.naturalWidth ?? view) * scale;
  const height = (img?.naturalHeight ?? view) * scale;

  // Keep the photo centred on first load and covering the square whenever the zoom changes.
  const centred = useRef(false);
  useEffect(() => {
    if (!img) return;
    if (!centred.current) {
      centred.current = true;
      setPos({ left: (view - width) / 2, top: (view - height) / 2 });
    } else setPos((p) => clamp(p, width, height));
  }, [img, width, height]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, start: pos };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setPos(
      clamp({ left: d.start.left + e.clientX - d.x, top: d.start.top + e.clientY - d.y }, width, height),
    );
  };

  const apply = () => {
    if (!img) return;
    const canvas = document.createElement('canvas');
    canvas.width = avatarSize;
    canvas.height = avatarSize;
    const side = view / scale;
    canvas
      .getContext('2d')
      ?.drawImage(img, -pos.left / scale, -pos.top / scale, side, side, 0, 0, avatarSize, avatarSize);
    canvas.toBlob((blob) => blob && onCrop(blob), 'image/jpeg', 0.9);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,22rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink">{t('crop.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{t('crop.text')}</Dialog.Description>
          <div
            className="relative mx-auto mt-4 cursor-move touch-none overflow-hidden rounded-md bg-slate-100"
            style={{ width: view, height: view }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => {
              drag.current = null;
            }}
          >
            {img && (
              <img
                src={img.src}
                alt=""
                draggable={false}
                className="absolute max-w-none select-none"
                style={{ left: pos.left, top: pos.top, width, height }}
              />
            )}
          </div>
          <label className="mt-4 block text-sm font-medium text-slate-700">
            {t('crop.zoom')}
            <input
              type="range"
              min={1}
              max={3}
              step={0.01}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
              className="mt-1 block w-full accent-brand-600"
            />
          </label>
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" className={buttonClass.secondary} onClick={onCancel} disabled={busy}>
              {t('crop.cancel')}
            </button>
            <button type="button" className={buttonClass.primary} onClick={apply} disabled={!img || busy}>
              {busy ? t('crop.uploading') : t('crop.apply')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
