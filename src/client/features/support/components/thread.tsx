import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { supportLimits } from '../../../../shared/support/constants';
import { replySchema } from '../../../../shared/support/schema';
import { buttonClass } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useFormAction } from '../../../lib/form-action';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { FormRefusal } from '../../pages/components/form-refusal';
import NotFoundPage from '../../shell/pages/not-found-page';
import { supportApi, teamUnreadQuery, threadQuery, useRefreshRequests } from '../api';
import { StatusBadge } from './status-badge';

/**
 * One help request: its messages, a reply (the asker's) or an answer (the team's, `team`), and
 * Close. Reading it marks it read for the reader's side.
 */
export function Thread({ id, team = false }: { id: string; team?: boolean }) {
  const { t } = useTranslation('support');
  const { date } = useFormat();
  const query = useQuery(threadQuery(id, team));
  const queryClient = useQueryClient();
  // Reading a thread marks it read: the Support tab's count is read again.
  useEffect(() => {
    if (team && query.dataUpdatedAt)
      void queryClient.invalidateQueries({ queryKey: teamUnreadQuery().queryKey });
  }, [team, query.dataUpdatedAt, queryClient]);
  if (query.isPending) return <Spinner />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError)
    return (
      <Notice tone="error" title={t('support:requests.loadError')}>
        <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
          {t('support:retry')}
        </button>
      </Notice>
    );
  const { request, messages } = query.data;
  const when = (at: string) => date(at, { dateStyle: 'medium', timeStyle: 'short' });
  const author = (fromTeam: boolean) =>
    fromTeam ? t('support:requests.team') : team ? (request.asker?.name ?? '') : t('support:requests.you');
  return (
    <article className="space-y-4">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold text-ink">{request.subject}</h2>
          <StatusBadge status={request.status} />
        </div>
        <p className="text-sm text-slate-600">
          {t('support:requests.started', { date: when(request.createdAt) })}
          {request.asker && ` · ${request.asker.name} · ${request.asker.email}`}
        </p>
      </header>
      <ol className="space-y-3">
        {messages.map((m) => (
          <li
            key={m.id}
            className={clsx(
              'rounded-xl border p-4',
              m.fromTeam ? 'border-brand-200 bg-brand-50/60' : 'border-slate-200 bg-white',
            )}
          >
            <p className="flex flex-wrap justify-between gap-2 text-sm">
              <span className="font-semibold text-ink">{author(m.fromTeam)}</span>
              <time dateTime={m.createdAt} className="text-slate-500">
                {when(m.createdAt)}
              </time>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{m.body}</p>
          </li>
        ))}
      </ol>
      {request.status === 'closed' ? (
        <Notice tone="info">{t('support:requests.closed')}</Notice>
      ) : (
        <ReplyForm id={id} team={team} />
      )}
    </article>
  );
}

function ReplyForm({ id, team }: { id: string; team: boolean }) {
  const { t } = useTranslation('support');
  const refresh = useRefreshRequests();
  const [{ values, errors, failure, message }, action, pending] = useFormAction(
    replySchema,
    async (input) => {
      await supportApi.reply(id, input.message, team);
      await refresh();
      toast.success(t(team ? 'support:requests.answerSent' : 'support:requests.replySent'));
    },
  );
  const close = async () => {
    try {
      await supportApi.close(id, team);
      await refresh();
      toast.success(t('support:requests.closedDone'));
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <form action={action} noValidate className="space-y-3">
        <TextAreaField
          label={t(team ? 'support:requests.answerLabel' : 'support:requests.replyLabel')}
          name="message"
          rows={4}
          maxLength={supportLimits.message}
          defaultValue={values.message}
          error={errors.message}
        />
        <FormRefusal failure={failure} message={message} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={pending} className={buttonClass.primary}>
            {t(team ? 'support:requests.sendAnswer' : 'support:requests.sendReply')}
          </button>
          <button type="button" onClick={() => void close()} className={buttonClass.secondary}>
            {t('support:requests.close')}
          </button>
        </div>
      </form>
    </div>
  );
}
