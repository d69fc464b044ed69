import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeLimits } from '../../../shared/trade/constants';
import { selectionMessages, selectPhotos } from '../../lib/photo-files';
import { toast } from '../../lib/toast';

export interface PickedPhoto {
  id: string;
  file: File;
  /** An object URL to preview it. */
  url: string;
}

let nextId = 0;

/**
 * Photos picked for a reply: at most `tradeLimits.photos`, each within the size limit (the same
 * checks as a listing's photos); refusals are toasted by name.
 */
export function useReplyPhotos() {
  const { t } = useTranslation('media');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(() => () => release(latest.current), []);

  function add(files: readonly File[]) {
    const selection = selectPhotos(files, latest.current.length, tradeLimits.photos);
    const picked = selection.accepted.map((file) => ({
      id: `reply-photo-${nextId++}`,
      file,
      url: URL.createObjectURL(file),
    }));
    if (picked.length) setPhotos([...latest.current, ...picked]);
    for (const m of selectionMessages(selection, [], tradeLimits.photos)) toast.error(t(m.key, m.params));
  }

  function remove(id: string) {
    release(latest.current.filter((p) => p.id === id));
    setPhotos(latest.current.filter((p) => p.id !== id));
  }

  function clear() {
    release(latest.current);
    setPhotos([]);
  }

  return { photos, add, remove, clear, full: photos.length >= tradeLimits.photos };
}

function release(photos: readonly PickedPhoto[]) {
  for (const p of photos) URL.revokeObjectURL(p.url);
}
