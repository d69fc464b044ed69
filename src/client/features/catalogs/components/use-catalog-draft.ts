import { useEffect, useRef, useState } from 'react';
import { type Draft, photosToWrite } from '../draft';
import { deleteDraft, loadDraft, saveDraft } from '../draft-store';

/** The user's stored draft: undefined until the store answered, then the draft or null. */
export function useStoredDraft(userId: string | undefined) {
  const [found, setFound] = useState<Draft | null | undefined>(undefined);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void loadDraft(userId).then((draft) => live && setFound(draft));
    return () => {
      live = false;
    };
  }, [userId]);
  return userId ? found : null;
}

export type DraftStatus = 'idle' | 'saving' | 'saved';
type Snapshot = Omit<Draft, 'savedAt'>;

const tags = new WeakMap<Blob, number>();
let nextTag = 0;
/** A photo's bytes by identity, so a changed edit changes the snapshot's signature. */
function tag(blob: Blob) {
  const known = tags.get(blob);
  if (known !== undefined) return known;
  tags.set(blob, ++nextTag);
  return nextTag;
}

const saveDelayMs = 400;

/**
 * Keeps `snapshot` (null: not yet, as the stored draft is still being read) as the user's draft,
 * a moment after each change; a draft without photos is dropped. `forget()` deletes it for good.
 */
export function useDraftSaver(userId: string | undefined, restored: Draft | null, snapshot: Snapshot | null) {
  const written = useRef(new Map(restored?.photos.map((p) => [p.id, p.blob])));
  const closed = useRef(false);
  const saves = useRef(0);
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const signature =
    snapshot &&
    JSON.stringify({ ...snapshot, photos: snapshot.photos.map((p) => [p.id, p.name, tag(p.blob)]) });
  /** A restored draft is stored as it is: no write until it changes. */
  const restoredAs = useRef(restored ? signature : null);
  /** The signature last stored, or false when storing failed. */
  const [stored, setStored] = useState<string | false | null>(restoredAs.current);

  // Worked out as the change renders, so 'saved' never shows for what is not stored yet.
  let status: DraftStatus = 'idle';
  if (userId && signature && snapshot?.photos.length && stored !== false)
    status = stored === signature ? 'saved' : 'saving';

  useEffect(() => {
    if (!userId || !signature || signature === restoredAs.current || closed.current) return;
    restoredAs.current = null;
    if (!latest.current?.photos.length && written.current.size === 0) return;
    const timer = setTimeout(async () => {
      const draft = latest.current;
      if (!draft || closed.current) return;
      const save = ++saves.current;
      if (!draft.photos.length) {
        await deleteDraft(userId);
        written.current.clear();
        return;
      }
      const changed = photosToWrite(draft.photos, written.current);
      const ok = await saveDraft(userId, { ...draft, savedAt: Date.now() }, changed);
      if (ok) {
        const kept = new Set(draft.photos.map((p) => p.id));
        for (const id of written.current.keys()) if (!kept.has(id)) written.current.delete(id);
        for (const p of changed) written.current.set(p.id, p.blob);
      }
      if (save === saves.current && !closed.current) setStored(ok ? signature : false);
    }, saveDelayMs);
    return () => clearTimeout(timer);
  }, [userId, signature]);

  async function forget() {
    closed.current = true;
    if (userId) await deleteDraft(userId);
  }
  return { status, forget };
}
