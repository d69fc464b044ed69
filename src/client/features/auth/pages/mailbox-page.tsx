import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import NotFoundPage from '../../shell/pages/not-found-page';

interface Mailbox {
  driver: 'smtp' | 'outbox';
  messages: {
    id: string;
    to: string;
    subject: string;
    text: string;
    link: string | null;
    createdAt: string;
  }[];
}

/** /dev/mailbox: the outbox, outside production only (the API answers 404 there). */
export default function MailboxPage() {
  const { t } = useTranslation('auth');
  const format = useFormat();
  usePageMeta('auth:mailbox.title', 'auth:mailbox.text');
  const box = useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: () => api<Mailbox>('/dev/mailbox'),
    retry: false,
    staleTime: 0,
  });
  if (box.isPending) return <Spinner />;
  if (box.isError) return <NotFoundPage />;
  const { driver, messages } = box.data;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink">{t('mailbox.title')}</h1>
        <button
          type="button"
          className="text-sm text-brand-600 hover:underline"
          onClick={() => void box.refetch()}
        >
          {t('mailbox.refresh')}
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {driver === 'smtp' ? t('mailbox.smtp') : t('mailbox.text')}
      </p>
      {messages.length === 0 && <p className="mt-8 text-slate-500">{t('mailbox.empty')}</p>}
      <ul className="mt-6 space-y-4">
        {messages.map((m) => (
          <li key={m.id} className="rounded-lg border border-slate-200 p-4">
            <p className="font-semibold text-ink">{m.subject}</p>
            <p className="text-xs text-slate-500">
              {t('mailbox.to')}: {m.to} ·{' '}
              {format.date(m.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            <pre className="mt-3 text-sm whitespace-pre-wrap break-words text-slate-700">{m.text}</pre>
            {m.link && (
              <a
                href={m.link}
                className="mt-3 inline-block text-sm font-medium text-brand-600 hover:underline"
              >
                {t('mailbox.open')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
