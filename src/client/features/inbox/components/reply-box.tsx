import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeLimits } from '../../../../shared/trade/constants';
import { PhotoPicker } from '../../../components/trade/photo-picker';
import { buttonClass } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { useReply } from '../api';

/** The reply box under a conversation: text, photos or both. */
export function ReplyBox({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation(['inbox', 'trade']);
  const reply = useReply(conversationId);
  const [photos, setPhotos] = useState<File[]>([]);
  const [state, action, pending] = useFormAction(
    () => import('../../../../shared/trade/schema').then((m) => m.replySchema),
    async ({ body }) => {
      if (!body && !photos.length) throw new Error(t('trade:errors.messageEmpty'));
      await reply.mutateAsync({ body, photos });
      setPhotos([]);
    },
  );

  return (
    <form action={action} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      {state.failure !== undefined && (
        <Notice tone="error" title={t('inbox:reply.failed')}>
          {state.message}
        </Notice>
      )}
      <TextAreaField
        label={t('inbox:reply.label')}
        name="body"
        rows={3}
        placeholder={t('inbox:reply.placeholder')}
        defaultValue={state.values.body}
        error={state.errors.body}
      />
      <PhotoPicker
        label={t('inbox:reply.addPhotos')}
        files={photos}
        onChange={setPhotos}
        max={tradeLimits.photos}
        disabled={pending}
      />
      <div className="flex justify-end">
        <button type="submit" disabled={pending} className={buttonClass.primary}>
          {pending ? t('inbox:reply.sending') : t('inbox:reply.send')}
        </button>
      </div>
    </form>
  );
}
