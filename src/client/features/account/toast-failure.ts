import type { FormState } from '../../lib/form-action';
import { toast } from '../../lib/toast';

/** The account forms tell a failed save in a toast; what the schema refused shows at its field. */
export function toastFailure({ failure, message }: FormState<unknown>) {
  if (failure !== undefined) toast.error(message);
}
