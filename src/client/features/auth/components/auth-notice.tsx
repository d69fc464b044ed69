import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api';
import { authApi } from '../api';

export interface AuthNoticeState {
  tone: 'error' | 'success' | 'info';
  message: string;
  title?: string;
  /** Sign-in refused until the email is confirmed: offer to send the link again. */
  resendFor?: string;
  /** After registration: a link over to the Sign In tab. */
  offerSignIn?: boolean;
}

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

export function AuthNotice({ notice, onSignIn }: { notice: AuthNoticeState; onSignIn: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Notice tone={notice.tone} title={notice.title}>
      <p>{notice.message}</p>
      {notice.resendFor && <ResendConfirmation email={notice.resendFor} />}
      {notice.offerSignIn && (
        <button type="button" className="font-medium underline hover:no-underline" onClick={onSignIn}>
          {t('register.goToSignIn')}
        </button>
      )}
    </Notice>
  );
}
