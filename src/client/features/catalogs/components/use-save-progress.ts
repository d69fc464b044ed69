import { useEffect, useRef, useState } from 'react';
import { saveProgress } from '../../../../shared/catalogs/constants';

export type SaveState = 'idle' | 'saving' | 'done';

/**
 * Runs a save with the spec's progress (section 4): +10 every 0.3 s up to 90 while it runs, 100
 * when it succeeds, then `onDone` 0.5 s later. A failure goes back to idle and rethrows.
 */
export function useSaveProgress() {
  const [state, setState] = useState<SaveState>('idle');
  const [progress, setProgress] = useState(0);
  const timers = useRef<{ tick?: ReturnType<typeof setInterval>; done?: ReturnType<typeof setTimeout> }>({});
  useEffect(
    () => () => {
      clearInterval(timers.current.tick);
      clearTimeout(timers.current.done);
    },
    [],
  );

  async function run<T>(save: () => Promise<T>, onDone: (result: T) => void) {
    setState('saving');
    setProgress(0);
    timers.current.tick = setInterval(
      () => setProgress((p) => Math.min(saveProgress.cap, p + saveProgress.step)),
      saveProgress.intervalMs,
    );
    try {
      const result = await save();
      setProgress(100);
      setState('done');
      timers.current.done = setTimeout(() => onDone(result), saveProgress.doneDelayMs);
    } catch (err) {
      setState('idle');
      setProgress(0);
      throw err;
    } finally {
      clearInterval(timers.current.tick);
    }
  }

  return { state, progress, run };
}
