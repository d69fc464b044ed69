import i18next from 'i18next';
import { type ComponentType, lazy } from 'react';

/**
 * A page chunk whose translation namespaces are fetched alongside its code rather than after it
 * (useTranslation would only ask once the chunk had run): one round trip less before it paints.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: string[]) {
  return lazy(() => Promise.all([load(), i18next.loadNamespaces(namespaces)]).then(([page]) => page));
}
