import * as Dialog from '@radix-ui/react-dialog';
import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { languages } from '../../../../shared/i18n/languages';
import { routes } from '../../../../shared/routes';
import { buttonClass, inputClass } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/use-auth';
import { accountApi } from '../api';

export function LanguageSettings({ current }: { current: string | null }) {
  const { t } = useTranslation('account');
  const { refreshProfile } = useAuth();
  const [value, setValue] = useState(current ?? '');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await accountApi.setLanguage(value || null);
      if (value) await i18next.changeLanguage(value);
      await refreshProfile();
      toast.success(t('settings.language.saved'));
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="block min-w-56 flex-1 text-sm font-medium text-slate-700">
        {t('settings.language.label')}
        <select className={`${inputClass} mt-1`} value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="">{t('settings.language.browser')}</option>
          {languages.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={buttonClass.primary} disabled={saving} onClick={() => void save()}>
        {t('settings.language.save')}
      </button>
    </div>
  );
}

export function StartSelling() {
  const { t } = useTranslation('account');
  const { refreshProfile } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await accountApi.becomeSupplier();
      await refreshProfile();
      toast.success(t('settings.sell.done'));
      navigate(`${routes.profile()}#business`);
    } catch (e) {
      toast.error((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => void start()}>
      {t('settings.sell.button')}
    </button>
  );
}

/** Deleting asks for the account's email typed out, so it never happens by a slip. */
export function DeleteAccount({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { refreshProfile } = useAuth();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const remove = async () => {
    setBusy(true);
    try {
      await accountApi.deleteAccount(typed);
      await refreshProfile();
      toast.success(t('settings.delete.done'));
      navigate(routes.home(), { replace: true });
    } catch (e) {
      toast.error((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <Dialog.Root onOpenChange={() => setTyped('')}>
      <Dialog.Trigger className={buttonClass.danger}>{t('settings.delete.button')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink">
            {t('settings.delete.dialogTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t('settings.delete.text')} {t('settings.delete.dialogText', { email })}
          </Dialog.Description>
          <label className="mt-4 block text-sm font-medium text-slate-700">
            {t('settings.delete.confirmLabel')}
            <input
              className={`${inputClass} mt-1`}
              value={typed}
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className={buttonClass.secondary}>{t('settings.delete.cancel')}</Dialog.Close>
            <button
              type="button"
              className={buttonClass.danger}
              disabled={!matches || busy}
              onClick={() => void remove()}
            >
              {busy ? t('settings.delete.deleting') : t('settings.delete.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
