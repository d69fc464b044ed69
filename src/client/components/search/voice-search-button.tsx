import { clsx } from 'clsx';
import { Mic, MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The microphone of a search box. It submits a form of its own (`form`: the id of an empty form
 * whose action toggles listening, outside the search form, which an action's reset would clear):
 * a tap before the page is hydrated is replayed by React once it is, like every form's submit.
 */
export function VoiceSearchButton({
  form,
  listening,
  className,
}: {
  form: string;
  listening: boolean;
  className?: string;
}) {
  const { t } = useTranslation('search');
  const label = listening ? t('search:voice.stop') : t('search:voice.start');
  return (
    <button
      type="submit"
      form={form}
      aria-label={label}
      title={label}
      aria-pressed={listening}
      className={clsx(
        'inline-flex items-center justify-center rounded-md p-2 hover:bg-slate-100',
        listening ? 'animate-pulse text-red-600' : 'text-slate-600 hover:text-brand-700',
        className,
      )}
    >
      {listening ? <MicOff aria-hidden className="size-5" /> : <Mic aria-hidden className="size-5" />}
    </button>
  );
}
