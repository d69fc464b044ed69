import { sniffImageType } from '../../../shared/media/sniff';

/** A photo the user added: its bytes and an object URL to show them. */
export interface UploadedPhoto {
  id: string;
  name: string;
  blob: Blob;
  url: string;
}

let nextId = 0;

/** Frees the object URLs of photos that are no longer shown. */
export function releasePhotos(photos: readonly UploadedPhoto[]) {
  for (const p of photos) URL.revokeObjectURL(p.url);
}

function readFile(file: File, onLoaded: (bytes: number) => void): Promise<ArrayBuffer | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onprogress = (e) => onLoaded(e.loaded);
    reader.onload = () => {
      onLoaded(file.size);
      resolve(reader.result instanceof ArrayBuffer ? reader.result : null);
    };
    reader.onerror = () => resolve(null);
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Reads the files into memory, reporting the real progress in percent of all their bytes. A file
 * that cannot be read, or whose bytes are not a JPEG, PNG, GIF or WebP image (a renamed text
 * file), comes back in `unreadable`.
 */
export async function readPhotos(files: readonly File[], onProgress: (percent: number) => void) {
  const total = Math.max(
    1,
    files.reduce((sum, f) => sum + f.size, 0),
  );
  const loaded = files.map(() => 0);
  const report = () =>
    onProgress(Math.min(100, Math.floor((100 * loaded.reduce((a, b) => a + b, 0)) / total)));
  const buffers = await Promise.all(
    files.map((file, i) =>
      readFile(file, (bytes) => {
        loaded[i] = bytes;
        report();
      }),
    ),
  );
  const photos: UploadedPhoto[] = [];
  const unreadable: File[] = [];
  files.forEach((file, i) => {
    const buffer = buffers[i];
    if (!buffer || !sniffImageType(new Uint8Array(buffer, 0, Math.min(16, buffer.byteLength)))) {
      unreadable.push(file);
      return;
    }
    const blob = new Blob([buffer], { type: file.type });
    photos.push({
      id: `photo-${Date.now()}-${nextId++}`,
      name: file.name,
      blob,
      url: URL.createObjectURL(blob),
    });
  });
  return { photos, unreadable };
}

/** A saved listing's photos downloaded (through this site), to re-open the listing for editing. */
export function downloadSavedPhotos(owner: string, sourceUrls: string[]): Promise<UploadedPhoto[]> {
  return Promise.all(
    sourceUrls.map(async (url, i) => {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(res.statusText);
      const blob = await res.blob();
      return { id: `saved-${owner}-${i}`, name: `photo-${i + 1}.jpg`, blob, url: URL.createObjectURL(blob) };
    }),
  );
}
