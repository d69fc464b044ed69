import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-slate-700">{t('common.pageLoadFailed')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {t('common.reload')}
      </button>
    </div>
  );
}

/**
 * A page that fails to render (typically its code chunk could not be fetched, say after a deploy
 * replaced it) shows a way out instead of blanking the whole app. Keyed by pathname in the layout,
 * so moving to another page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Page failed to render:', error);
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
