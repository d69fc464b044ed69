import { isAcceptedImageType, maxImageBytes, maxPhotos } from '../../shared/media/constants';

interface FileLike {
  name: string;
  type: string;
  size: number;
}

export interface PhotoSelection<F extends FileLike> {
  accepted: F[];
  /** Images in a format the site does not take (HEIC, SVG, BMP, ...). */
  unsupported: F[];
  tooLarge: F[];
  /** Valid, but beyond the photo limit (9 for a listing). */
  overLimit: F[];
}

/**
 * Sorts a selection. Files that are not images at all are dropped without a word (spec section 5);
 * every other refusal is reported by name.
 */
export function selectPhotos<F extends FileLike>(
  files: readonly F[],
  alreadyAdded: number,
  /** Photos allowed in all: a listing's 9 unless said otherwise (a message takes 5). */
  max: number = maxPhotos,
): PhotoSelection<F> {
  const result: PhotoSelection<F> = { accepted: [], unsupported: [], tooLarge: [], overLimit: [] };
  let room = Math.max(0, max - alreadyAdded);
  for (const file of files) {
    if (!file.type.startsWith('image/')) continue;
    if (!isAcceptedImageType(file.type)) result.unsupported.push(file);
    else if (file.size > maxImageBytes) result.tooLarge.push(file);
    else if (room === 0) result.overLimit.push(file);
    else {
      result.accepted.push(file);
      room--;
    }
  }
  return result;
}

export interface PhotoMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** The messages a selection earns, as i18n keys of the media namespace. */
export function selectionMessages(
  selection: PhotoSelection<FileLike>,
  unreadable: FileLike[] = [],
  /** The limit `selectPhotos` applied. */
  max: number = maxPhotos,
): PhotoMessage[] {
  const names = (files: FileLike[]) => files.map((f) => f.name).join(', ');
  const messages: PhotoMessage[] = [];
  const refused = [...selection.unsupported, ...unreadable];
  if (refused.length)
    messages.push({ key: 'media:upload.errors.unsupported', params: { files: names(refused) } });
  if (selection.tooLarge.length)
    messages.push({ key: 'media:upload.errors.tooLarge', params: { files: names(selection.tooLarge) } });
  if (selection.overLimit.length)
    messages.push({
      key: 'media:upload.errors.tooMany',
      params: { files: names(selection.overLimit), max },
    });
  if (!messages.length && !selection.accepted.length)
    messages.push({ key: 'media:upload.errors.invalidFiles' });
  return messages;
}
