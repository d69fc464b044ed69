import { useTranslation } from 'react-i18next';
import { userRoles } from '../../../../shared/auth/constants';
import { type AdminUser, userActionSchema } from '../../../../shared/trust/schema';
import { buttonClass } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/form-controls';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { adminApi, useAdminRefresh } from '../api';
import { FailureNotice } from './failure-notice';
import { SuspendDialog } from './suspend-dialog';

type UserAction = Parameters<typeof adminApi.actOnUser>[1];

/** A form that runs one user action (its fields name it) and says what was done. */
function useUserAction(user: AdminUser, notice: (action: UserAction) => string) {
  const refresh = useAdminRefresh();
  return useFormAction(userActionSchema, async (action) => {
    await adminApi.actOnUser(user.id, action);
    toast.success(notice(action));
    await refresh();
  });
}

/** Suspend or restore, and the role: never on the admin's own row (the page leaves them out). */
export function UserActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['admin', 'trust']);
  const [restored, restore, restoring] = useUserAction(user, () =>
    t('admin:users.restored', { email: user.email }),
  );
  const [changed, changeRole, changing] = useUserAction(user, (action) =>
    t('admin:users.roleChanged', {
      email: user.email,
      role: action.action === 'role' ? t(`admin:users.roles.${action.role}`) : '',
    }),
  );
  return (
    <div className="flex flex-wrap items-end gap-3">
      {user.suspendedAt ? (
        <form action={restore} noValidate className="space-y-2">
          <FailureNotice state={restored} />
          <input type="hidden" name="action" value="restore" />
          <button type="submit" className={buttonClass.secondary} disabled={restoring}>
            {restoring ? t('admin:users.restoring') : t('admin:users.restore')}
          </button>
        </form>
      ) : (
        <SuspendDialog user={user} />
      )}
      <form action={changeRole} noValidate className="flex flex-wrap items-end gap-2">
        <FailureNotice state={changed} />
        <input type="hidden" name="action" value="role" />
        <SelectField
          label={t('admin:users.role')}
          name="role"
          defaultValue={changed.values.role ?? user.role}
          error={changed.errors.role}
          options={userRoles.map((role) => [role, t(`admin:users.roles.${role}`)])}
        />
        <button type="submit" className={buttonClass.secondary} disabled={changing}>
          {changing ? t('admin:users.saving') : t('admin:users.saveRole')}
        </button>
      </form>
    </div>
  );
}
