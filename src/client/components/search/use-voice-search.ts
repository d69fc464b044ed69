import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speechLocale } from '../../../shared/i18n/languages';
import { toast } from '../../lib/toast';

// The Web Speech API is not in TypeScript's DOM library; only what is used here.
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((e: RecognitionResultEvent) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Why recognition failed, by its error code: the message (search:voice.<key>, <key>Title) that says what to do. */
const reasons: Record<string, string> = {
  'not-allowed': 'blocked',
  'service-not-allowed': 'blocked',
  'no-speech': 'noSpeech',
  'audio-capture': 'noMic',
  network: 'network',
  'language-not-supported': 'unavailable',
};

/**
 * Voice search (spec sections 4, 5, 8): one final result in the UI language's locale; listening
 * toggles and ends on a result, an error or the end of speech.
 */
export function useVoiceSearch(onText: (text: string) => void) {
  const { t, i18n } = useTranslation('search');
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const latest = useRef(onText);
  latest.current = onText;

  useEffect(() => () => recognition.current?.abort(), []);

  const fail = (reason = 'error') =>
    toast.error(t(`search:voice.${reason}Title`), { description: t(`search:voice.${reason}`) });

  function toggle() {
    if (recognition.current) {
      recognition.current.abort();
      return;
    }
    const Ctor = recognitionConstructor();
    if (!Ctor) {
      fail('unavailable');
      return;
    }
    const r = new Ctor();
    r.lang = speechLocale(i18n.resolvedLanguage);
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (e) => {
      const text = e.results[0]?.[0]?.transcript.trim();
      if (text) latest.current(text);
    };
    r.onerror = (e) => {
      // 'aborted' is the user pressing the button again, not a failure.
      if (e.error !== 'aborted') fail(reasons[e.error]);
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    try {
      r.start();
    } catch {
      recognition.current = null;
      fail();
      return;
    }
    setListening(true);
    toast(t('search:voice.activatedTitle'), { description: t('search:voice.activated') });
  }

  return { listening, toggle };
}
