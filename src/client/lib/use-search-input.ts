import { type ChangeEvent, useEffect, useRef } from 'react';

/**
 * For an uncontrolled input showing a value that lives elsewhere (the URL's query): when that
 * value changes (back and forward, say), the input shows it. What was typed before the page was
 * hydrated stays, since nothing changed then; `sent` marks a value as coming from the input itself,
 * so its return never overwrites what was typed since.
 */
export function useShownValue(value: string) {
  const input = useRef<HTMLInputElement>(null);
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    if (input.current) input.current.value = value;
  }, [value]);
  const sent = (own: string) => {
    shown.current = own;
  };
  return { input, sent };
}

/** How long typing pauses before a list follows it. */
const typingPauseMs = 300;

/**
 * A search input that filters as the user types, once they pause (`replace`: the history keeps
 * one entry for it), and at once through `send`; it shows `value` as `useShownValue` does.
 */
export function useTypedSearch(value: string, onSearch: (q: string, replace: boolean) => void) {
  const { input, sent } = useShownValue(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (q: string, replace = false) => {
    clearTimeout(timer.current);
    sent(q);
    onSearch(q, replace);
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.currentTarget.value.trim();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(typed, true), typingPauseMs);
  };
  return { input, send, onChange };
}
