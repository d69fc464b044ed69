import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders `children` in a task of their own just after the page's first paint. A long page whose
 * lower sections each sit in one is built in several short tasks instead of one long one, so the
 * first screen shows sooner and taps are answered while the rest is drawn. The default placeholder
 * keeps a screen's height, so nothing in view moves when the content arrives below it.
 */
export function AfterFirstPaint({
  children,
  placeholder = <div className="min-h-screen" />,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : placeholder;
}
