import { clsx } from 'clsx';
import { Mic, MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useVoiceSearch } from './use-voice-search';

export function VoiceSearchButton({
  onText,
  className,
}: {
  onText: (text: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('search');
  const { listening, toggle } = useVoiceSearch(onText);
  const label = listening ? t('search:voice.stop') : t('search:voice.start');
  return (
    <button
      type="button"
      onClick={toggle}
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
