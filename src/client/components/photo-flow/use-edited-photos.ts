import { useEffect, useRef, useState } from 'react';
import { releasePhotos } from '../media/read-photos';
import type { UploadedPhoto } from '../media/upload-area';

/**
 * The photos of a catalog or product being made: each original, its latest edit, and which one
 * the editor shows. Object URLs are freed when a photo goes and when the flow ends.
 */
export function useEditedPhotos(initial: UploadedPhoto[] = []) {
  const [photos, setPhotos] = useState(initial);
  const [edits, setEdits] = useState<Record<string, UploadedPhoto>>({});
  const [editIndex, setEditIndex] = useState(0);
  const live = useRef({ photos, edits });
  live.current = { photos, edits };
  useEffect(() => () => releasePhotos([...live.current.photos, ...Object.values(live.current.edits)]), []);

  const current = (p: UploadedPhoto) => edits[p.id] ?? p;

  function change(next: UploadedPhoto[]) {
    live.current.photos = next;
    setPhotos(next);
    const kept = (p: UploadedPhoto) => next.some((n) => n.id === p.id);
    const gone = [...photos, ...Object.values(edits)].filter((p) => !kept(p));
    if (gone.length) {
      releasePhotos(gone);
      setEdits((all) =>
        Object.fromEntries(Object.entries(all).filter(([id]) => next.some((p) => p.id === id))),
      );
    }
    setEditIndex((i) => Math.min(i, Math.max(0, next.length - 1)));
  }

  function saveEdit(photo: UploadedPhoto, blob: Blob) {
    const edited = { ...photo, blob, url: URL.createObjectURL(blob) };
    setEdits((all) => {
      const previous = all[photo.id];
      if (previous) releasePhotos([previous]);
      return { ...all, [photo.id]: edited };
    });
  }

  return {
    photos,
    change,
    saveEdit,
    editIndex,
    setEditIndex,
    /** Where the editor should start after `count` photos were just added. */
    startAtAdded: (count: number) => setEditIndex(Math.max(0, live.current.photos.length - count)),
    /** What to show and what to send: the edit when there is one, else the original. */
    urls: () => photos.map((p) => current(p).url),
    blobs: () => photos.map((p) => current(p).blob),
    current,
  };
}

export type EditedPhotos = ReturnType<typeof useEditedPhotos>;
