import type * as Sonner from 'sonner';

// sonner is fetched with the first toast: no page needs it to draw, and most visits raise none.
// A toast raised before its Toaster mounts is replayed by sonner.
let sonner: Promise<typeof Sonner> | undefined;
const waiting = new Set<() => void>();

/** sonner, once a toast asked for it. */
export function loadSonner() {
  if (!sonner) {
    sonner = import('sonner');
    for (const notify of waiting) notify();
  }
  return sonner;
}

/** Calls `notify` when the first toast is raised (at once if one was); returns an unsubscribe. */
export function onFirstToast(notify: () => void): () => void {
  if (sonner) {
    notify();
    return () => {};
  }
  waiting.add(notify);
  return () => waiting.delete(notify);
}

type Message = Parameters<typeof Sonner.toast>[0];
type Options = Parameters<typeof Sonner.toast>[1];

function show(kind: 'message' | 'success' | 'error', message: Message, options?: Options) {
  void loadSonner().then(({ toast: sonnerToast }) => {
    if (kind === 'message') sonnerToast(message, options);
    else sonnerToast[kind](message, options);
  });
}

/** sonner's `toast`, `toast.success` and `toast.error`, without sonner in any page's code. */
export const toast = Object.assign(
  (message: Message, options?: Options) => show('message', message, options),
  {
    success: (message: Message, options?: Options) => show('success', message, options),
    error: (message: Message, options?: Options) => show('error', message, options),
  },
);
