import { describe, expect, it } from 'vitest';
import { maxImageBytes } from '../../shared/media/constants';
import { selectionMessages, selectPhotos } from './photo-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('selectPhotos', () => {
  it('drops non-images silently and keeps JPEG, PNG, GIF and WebP', () => {
    const s = selectPhotos(
      [
        file('a.jpg', 'image/jpeg'),
        file('notes.pdf', 'application/pdf'),
        file('b.png', 'image/png'),
        file('c.webp', 'image/webp'),
      ],
      0,
    );
    expect(s.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png', 'c.webp']);
    expect(selectionMessages(s)).toEqual([]);
  });

  it('says so when nothing in the selection is an image', () => {
    const s = selectPhotos([file('notes.pdf', 'application/pdf'), file('x.txt', 'text/plain')], 0);
    expect(selectionMessages(s)).toEqual([{ key: 'media:upload.errors.invalidFiles' }]);
  });

  it('names the files refused for their format, their size or the 9-photo limit', () => {
    const s = selectPhotos(
      [
        file('logo.svg', 'image/svg+xml'),
        file('huge.jpg', 'image/jpeg', maxImageBytes + 1),
        file('ok.jpg', 'image/jpeg', maxImageBytes),
        file('one.jpg', 'image/jpeg'),
        file('two.jpg', 'image/jpeg'),
      ],
      7,
    );
    expect(s.accepted.map((f) => f.name)).toEqual(['ok.jpg', 'one.jpg']);
    expect(selectionMessages(s, [file('broken.png', 'image/png')])).toEqual([
      { key: 'media:upload.errors.unsupported', params: { files: 'logo.svg, broken.png' } },
      { key: 'media:upload.errors.tooLarge', params: { files: 'huge.jpg' } },
      { key: 'media:upload.errors.tooMany', params: { files: 'two.jpg', max: 9 } },
    ]);
  });

  it('accepts nothing once 9 photos are there', () => {
    const s = selectPhotos([file('a.jpg', 'image/jpeg')], 9);
    expect(s.accepted).toEqual([]);
    expect(s.overLimit.map((f) => f.name)).toEqual(['a.jpg']);
  });

  it('applies a smaller limit when given one (a message takes 5 photos)', () => {
    const s = selectPhotos([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], 4, 5);
    expect(s.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(selectionMessages(s, [], 5)).toEqual([
      { key: 'media:upload.errors.tooMany', params: { files: 'b.jpg', max: 5 } },
    ]);
  });
});
