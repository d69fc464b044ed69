import * as Dialog from '@radix-ui/react-dialog';
import i18next from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { deleteAccountSchema, languagePreferenceSchema } from '../../../../shared/auth/schema';
import { languages } from '../../../../shared/i18n/languages';
import { routes } from '../../../../shared/routes';
import { buttonClass, inputClass } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/form-controls';
import { useFormAction } from '../../../lib/form-action';
import { useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/use-auth';
import { accountApi } from '../api';
import { toastFailure } from '../toast-failure';

// The select's empty choice is the browser's language (no saved preference).
const languageForm = z.object({
  language: z
    .string()
    .transform((v) => v || null)
    .pipe(languagePreferenceSchema.shape.language),
});

export function LanguageSettings({ current }: { current: string | null }) {
  const { t } = useTranslation('account');
  const { refreshProfile } = useAuth();
  const [{ values }, action, pending] = useFormAction(
    languageForm,
    async ({ language }) => {
      await accountApi.setLanguage(language);
      if (language) await i18next.changeLanguage(language);
      await refreshProfile();
      toast.success(t('settings.language.saved'));
    },
    toastFailure,
  );
  const chosen = values.language ?? current ?? '';
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <SelectField
        label={t('settings.language.label')}
        name="language"
        defaultValue={chosen}
        placeholder={t('settings.language.browser')}
        options={languages.map((l): [string, string, string] => [l.code, l.name, l.code])}
        className="min-w-56 flex-1"
      />
      <button type="submit" className={buttonClass.primary} disabled={pending}>
        {t('settings.language.save')}
      </button>
    </form>
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
  const [matches, setMatches] = useState(false);
  // The app learns that the account is gone once this page has given way to the home page:
  // learning it while the page shows, the route guard would send the visitor to sign in instead.
  const onLeave = useRef<() => Promise<void>>(null);
  useEffect(() => () => void onLeave.current?.(), []);
  const [{ values }, action, pending] = useFormAction(
    deleteAccountSchema,
    async ({ confirmation }) => {
      await accountApi.deleteAccount(confirmation);
      onLeave.current = refreshProfile;
      toast.success(t('settings.delete.done'));
      navigate(routes.home(), { replace: true });
    },
    toastFailure,
  );
  return (
    <Dialog.Root onOpenChange={() => setMatches(false)}>
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
          <form action={action} noValidate>
            <label className="mt-4 block text-sm font-medium text-slate-700">
              {t('settings.delete.confirmLabel')}
              <input
                name="confirmation"
                className={`${inputClass} mt-1`}
                defaultValue={values.confirmation}
                autoComplete="off"
                onChange={(e) => setMatches(e.target.value.trim().toLowerCase() === email.toLowerCase())}
              />
            </label>
            <div className="mt-6 flex justify-end gap-2">
              <Dialog.Close className={buttonClass.secondary}>{t('settings.delete.cancel')}</Dialog.Close>
              <button type="submit" className={buttonClass.danger} disabled={!matches || pending}>
                {pending ? t('settings.delete.deleting') : t('settings.delete.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
