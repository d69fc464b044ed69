import { useEffect, useState } from 'react';

/**
 * A copy of the image at most `maxEdge` pixels on its long edge (upright, as an object URL), so
 * live previews redraw a screen-sized picture rather than a 12 MP one. The original URL until
 * the copy is ready, or if it cannot be made.
 */
export function useScaledImage(src: string, maxEdge: number): string {
  const [scaled, setScaled] = useState<{ src: string; url: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    let url = '';
    const img = new Image();
    img.crossOrigin = 'anonymous'; // a canvas must stay readable for stored, other-origin photos
    img.src = src;
    img
      .decode()
      .then(async () => {
        const scale = Math.min(1, maxEdge / Math.max(img.naturalWidth, img.naturalHeight));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
        canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
        const ctx = canvas.getContext('2d');
        if (!ctx || scale === 1) return;
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
        const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.9));
        if (!blob || cancelled) return;
        url = URL.createObjectURL(blob);
        setScaled({ src, url });
      })
      .catch(() => {}); // the original is shown instead
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [src, maxEdge]);
  return scaled?.src === src ? scaled.url : src;
}
