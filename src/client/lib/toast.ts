import type * as Sonner from 'sonner';

// sonner is fetched after the first paint (lazy-toaster.tsx) or by the first toast, whichever
// comes first: no page needs it to draw. A toast raised before its Toaster mounts is replayed.
let sonner: Promise<typeof Sonner> | undefined;
export const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

type Message = Parameters<typeof Sonner.toast>[0];
type Options = Parameters<typeof Sonner.toast>[1];

function show(kind: 'message' | 'success' | 'error', message: Message, options?: Options) {
  void loadSonner().then(({ toast: sonnerToast }) => {
    if (kind === 'message') sonnerToast(message, options);
    else sonnerToast[kind](message, options);
  });
}

/** sonner's `toast`, `toast.success` and `toast.error`, without sonner in the first page's code. */
export const toast = Object.assign(
  (message: Message, options?: Options) => show('message', message, options),
  {
    success: (message: Message, options?: Options) => show('success', message, options),
    error: (message: Message, options?: Options) => show('error', message, options),
  },
);
