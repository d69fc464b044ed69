import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notificationKinds } from '../../../../shared/notifications/constants';
import type { NotificationSettings as Settings } from '../../../../shared/notifications/schema';
import { buttonClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/use-auth';
import { currentSubscription, notificationsApi, pushSupport, turnOffPush, turnOnPush } from '../push-device';
import { toastFailure } from '../toast-failure';

/** Settings → Notifications: this device's push on or off, and which kinds of notice go by push. */
export function NotificationSettings() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = ['notifications', 'settings', user?.id];
  const { data } = useQuery({ queryKey, queryFn: notificationsApi.settings });
  const show = (settings: Settings) => queryClient.setQueryData(queryKey, settings);
  if (!data) return <Spinner />;
  return (
    <div className="space-y-6">
      <ThisDevice devices={data.devices} onChange={show} />
      <KindsForm key={data.kinds.join()} kinds={data.kinds} onSaved={show} />
    </div>
  );
}

type DeviceState = 'checking' | 'off' | 'working' | 'on' | 'unsupported' | 'denied' | 'failed';

function ThisDevice({ devices, onChange }: { devices: number; onChange: (s: Settings) => void }) {
  const { t } = useTranslation('notifications');
  const [state, setState] = useState<DeviceState>('checking');
  useEffect(() => {
    const support = pushSupport();
    if (support !== 'available') return setState(support);
    currentSubscription().then(
      (subscription) => setState(subscription ? 'on' : 'off'),
      () => setState('off'),
    );
  }, []);
  const turnOn = async () => {
    setState('working');
    try {
      const result = await turnOnPush();
      if (result === 'denied') return setState(pushSupport() === 'denied' ? 'denied' : 'off');
      onChange(result);
      setState('on');
    } catch {
      setState('failed');
    }
  };
  const turnOff = async () => {
    setState('working');
    try {
      const result = await turnOffPush();
      if (result) onChange(result);
      setState('off');
    } catch (failure) {
      toast.error((failure as Error).message);
      setState('on');
    }
  };
  const canTurnOn = state === 'off' || state === 'working' || state === 'failed';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {state === 'on' && (
          <button type="button" className={buttonClass.secondary} onClick={() => void turnOff()}>
            {t('off')}
          </button>
        )}
        {canTurnOn && (
          <button
            type="button"
            className={buttonClass.primary}
            disabled={state === 'working'}
            onClick={() => void turnOn()}
          >
            {state === 'working' ? t('turningOn') : t('on')}
          </button>
        )}
        <p className="text-sm text-slate-600">{t('devices', { count: devices })}</p>
      </div>
      {state === 'on' && <Notice tone="success">{t('isOn')}</Notice>}
      {(state === 'unsupported' || state === 'denied') && <Notice tone="info">{t(state)}</Notice>}
      {state === 'failed' && <Notice tone="error">{t('failed')}</Notice>}
    </div>
  );
}

// A ticked box sends its name; the ones sent are the kinds chosen.
const kindsForm = z
  .record(z.string(), z.string())
  .transform((ticked) => notificationKinds.filter((kind) => kind in ticked));

function KindsForm({ kinds, onSaved }: { kinds: readonly string[]; onSaved: (s: Settings) => void }) {
  const { t } = useTranslation('notifications');
  const [, action, pending] = useFormAction(
    kindsForm,
    async (chosen) => {
      onSaved(await notificationsApi.saveKinds(chosen));
      toast.success(t('saved'));
    },
    toastFailure,
  );
  return (
    <form action={action} className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('legend')}</legend>
        <div className="mt-2 space-y-2">
          {notificationKinds.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name={kind}
                defaultChecked={kinds.includes(kind)}
                className="size-4 rounded border-slate-300 text-brand-600"
              />
              {t(`kinds.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClass.primary} disabled={pending}>
        {t('save')}
      </button>
    </form>
  );
}
