import { type Draft, type DraftPhoto, draftMetaSchema } from './draft';

// A new catalog's draft, in this browser's IndexedDB, per signed-in user: 'drafts' holds what the
// wizard shows (user id → DraftMeta), 'photos' each photo's bytes ([user id, photo id] → Blob), so
// typing rewrites only the small record and a photo is written once per edit. Every call fails
// quietly (private mode, a full disk): the wizard then works as it did without drafts.

const dbName = 'tradesetu-catalog-drafts';
let opened: Promise<IDBDatabase> | undefined;

function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(dbName, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore('drafts');
      req.result.createObjectStore('photos');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  opened.catch(() => {
    opened = undefined;
  });
  return opened;
}

/** All of a user's photo keys: array keys sort after strings, so `[user, []]` closes the range. */
const userPhotos = (userId: string) => IDBKeyRange.bound([userId], [userId, []]);

async function run<T>(
  mode: IDBTransactionMode,
  work: (drafts: IDBObjectStore, photos: IDBObjectStore) => () => T,
): Promise<T> {
  const tx = (await openDb()).transaction(['drafts', 'photos'], mode);
  const result = work(tx.objectStore('drafts'), tx.objectStore('photos'));
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve(result());
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** The user's draft, or null when there is none (or it cannot be read). */
export async function loadDraft(userId: string): Promise<Draft | null> {
  try {
    const read = await run('readonly', (drafts, photos) => {
      const meta = drafts.get(userId);
      const keys = photos.getAllKeys(userPhotos(userId));
      const blobs = photos.getAll(userPhotos(userId));
      return () => ({ meta: meta.result, keys: keys.result, blobs: blobs.result });
    });
    const meta = draftMetaSchema.safeParse(read.meta);
    if (!meta.success) return null;
    const byId = new Map(read.keys.map((key, i) => [(key as string[])[1], read.blobs[i] as Blob]));
    const photos = meta.data.photos.flatMap((p) => {
      const blob = byId.get(p.id);
      return blob instanceof Blob ? [{ ...p, blob }] : [];
    });
    return photos.length ? { ...meta.data, photos } : null;
  } catch {
    return null;
  }
}

/**
 * Stores the draft: its record, the photos in `changed`, and drops the photos it no longer has.
 * True once written.
 */
export async function saveDraft(userId: string, draft: Draft, changed: readonly DraftPhoto[]) {
  try {
    await run('readwrite', (drafts, photos) => {
      drafts.put({ ...draft, photos: draft.photos.map(({ id, name }) => ({ id, name })) }, userId);
      for (const p of changed) photos.put(p.blob, [userId, p.id]);
      const kept = new Set(draft.photos.map((p) => p.id));
      const keys = photos.getAllKeys(userPhotos(userId));
      keys.onsuccess = () => {
        for (const key of keys.result) if (!kept.has((key as string[])[1] ?? '')) photos.delete(key);
      };
      return () => undefined;
    });
    return true;
  } catch {
    return false;
  }
}

/** Forgets the user's draft (saved, discarded, or emptied of photos). */
export async function deleteDraft(userId: string) {
  try {
    await run('readwrite', (drafts, photos) => {
      drafts.delete(userId);
      photos.delete(userPhotos(userId));
      return () => undefined;
    });
  } catch {
    // Nothing stored, or nothing can be.
  }
}
