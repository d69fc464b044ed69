import { type PointerEvent, useRef, useState } from 'react';

export const maxZoom = 4;
/** Scale a double tap or the zoom button goes to. */
export const tapZoom = 2.5;
const swipeMinPx = 50;
const doubleTapMs = 300;
const doubleTapSlopPx = 24;

export interface View {
  scale: number;
  x: number;
  y: number;
}
const fit: View = { scale: 1, x: 0, y: 0 };

interface Point {
  x: number;
  y: number;
}
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Keeps a zoomed picture covering its box: it can move at most by what overflows each side. */
function bounded(view: View, box: DOMRect): View {
  const scale = clamp(view.scale, 1, maxZoom);
  const sx = ((scale - 1) * box.width) / 2;
  const sy = ((scale - 1) * box.height) / 2;
  return { scale, x: clamp(view.x, -sx, sx), y: clamp(view.y, -sy, sy) };
}

/**
 * Pointer gestures of the full-screen photo (mouse, pen and touch alike): a horizontal swipe at
 * normal size calls `onSwipe` (-1 for a swipe to the left), two fingers pinch, one finger pans a
 * zoomed picture, a double tap or click zooms in at that point or back out. The transform is
 * `translate(x, y) scale(scale)` about the box's centre.
 */
export function usePhotoGestures(onSwipe: (direction: 1 | -1) => void) {
  const [view, setView] = useState<View>(fit);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; pinch?: { distance: number; view: View }; moved: boolean }>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);

  /** Zooms to `scale` keeping the picture point under `at` (client coordinates) in place. */
  const zoomTo = (scale: number, box: DOMRect, at?: Point) =>
    setView((v) => {
      if (scale <= 1) return fit;
      const px = at ? at.x - (box.left + box.width / 2) : 0;
      const py = at ? at.y - (box.top + box.height / 2) : 0;
      // The point under the pointer is px = x + s·p; keep it there at the new scale.
      const k = scale / v.scale;
      return bounded({ scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k }, box);
    });

  const handlers = {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      e.currentTarget.setPointerCapture(e.pointerId);
      const point = { x: e.clientX, y: e.clientY };
      pointers.current.set(e.pointerId, point);
      const [a, b] = [...pointers.current.values()];
      if (a && b) gesture.current = { start: point, pinch: { distance: distance(a, b), view }, moved: true };
      else gesture.current = { start: point, moved: false };
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const before = pointers.current.get(e.pointerId);
      const g = gesture.current;
      if (!before || !g) return;
      const point = { x: e.clientX, y: e.clientY };
      pointers.current.set(e.pointerId, point);
      if (distance(point, g.start) > doubleTapSlopPx) g.moved = true;
      const box = e.currentTarget.getBoundingClientRect();
      const [a, b] = [...pointers.current.values()];
      if (g.pinch && a && b) {
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        zoomTo(g.pinch.view.scale * (distance(a, b) / g.pinch.distance), box, mid);
      } else if (!g.pinch && view.scale > 1) {
        setView((v) => bounded({ ...v, x: v.x + point.x - before.x, y: v.y + point.y - before.y }, box));
      }
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      pointers.current.delete(e.pointerId);
      const g = gesture.current;
      if (!g || pointers.current.size > 0) return;
      gesture.current = null;
      const dx = e.clientX - g.start.x;
      const dy = e.clientY - g.start.y;
      if (!g.pinch && view.scale === 1 && Math.abs(dx) >= swipeMinPx && Math.abs(dx) > Math.abs(dy)) {
        lastTap.current = null;
        onSwipe(dx < 0 ? -1 : 1);
        return;
      }
      if (g.moved) return;
      const point = { x: e.clientX, y: e.clientY };
      const prev = lastTap.current;
      if (prev && e.timeStamp - prev.at < doubleTapMs && distance(prev.point, point) < doubleTapSlopPx) {
        lastTap.current = null;
        zoomTo(view.scale > 1 ? 1 : tapZoom, e.currentTarget.getBoundingClientRect(), point);
      } else lastTap.current = { at: e.timeStamp, point };
    },
    onPointerCancel(e: PointerEvent<HTMLElement>) {
      pointers.current.delete(e.pointerId);
      gesture.current = null;
    },
  };

  return { view, handlers, zoomTo, reset: () => setView(fit) };
}
