import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api';
import { authApi } from '../api';

function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | string>('idle');
  if (state === 'sent') return <p>{t('unconfirmed.sent', { email })}</p>;
  const resend = async () => {
    setState('sending');
    try {
      await authApi.resendConfirmation(email);
      setState('sent');
    } catch (e) {
      setState(e instanceof ApiError ? e.message : t('errors.unexpected'));
    }
  };
  return (
    <>
      {state !== 'idle' && state !== 'sending' && <p>{state}</p>}
      <button
        type="button"
        className="font-medium underline hover:no-underline disabled:opacity-60"
        disabled={state === 'sending'}
        onClick={() => void resend()}
      >
        {state === 'sending' ? t('unconfirmed.resending') : t('unconfirmed.resend')}
      </button>
    </>
  );
}

/** A notice over the auth forms; sign-in refused until the email is confirmed offers to resend the link. */
export function AuthNotice({
  tone,
  message,
  title,
  resendFor,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  message: string;
  title?: string;
  resendFor?: string;
  children?: ReactNode;
}) {
  return (
    <Notice tone={tone} title={title}>
      <p>{message}</p>
      {resendFor && <ResendConfirmation email={resendFor} />}
      {children}
    </Notice>
  );
}
