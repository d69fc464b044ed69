import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxImageBytes } from '../../../../shared/media/constants';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClass } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/use-auth';
import { accountApi } from '../api';
import { CropDialog } from './crop-dialog';

export function AvatarEditor() {
  const { t } = useTranslation('account');
  const { user, profile, refreshProfile } = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) return void toast.error(t('errors.avatarInvalid'));
    if (chosen.size > maxImageBytes) return void toast.error(t('errors.avatarTooLarge'));
    setFile(chosen);
  };

  const run = async (action: () => Promise<unknown>, doneKey: string) => {
    setBusy(true);
    try {
      await action();
      await refreshProfile();
      setFile(null);
      toast.success(t(doneKey));
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      <Avatar url={profile?.avatarUrl} fullName={profile?.fullName} email={user?.email} size="lg" />
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-700">{t('profile.photo')}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass.secondary} onClick={() => input.current?.click()}>
            {t('profile.changePhoto')}
          </button>
          {profile?.avatarUrl && (
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={busy}
              onClick={() => void run(accountApi.removeAvatar, 'profile.photoRemoved')}
            >
              {t('profile.removePhoto')}
            </button>
          )}
        </div>
        <p className="text-xs text-slate-500">{t('profile.photoHint')}</p>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('profile.changePhoto')}
          onChange={choose}
        />
      </div>
      {file && (
        <CropDialog
          file={file}
          busy={busy}
          onCancel={() => setFile(null)}
          onCrop={(blob) => void run(() => accountApi.uploadAvatar(blob), 'profile.photoSaved')}
        />
      )}
    </div>
  );
}
