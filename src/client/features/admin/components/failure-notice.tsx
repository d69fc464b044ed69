import { Notice } from '../../../components/ui/notice';
import type { FormState } from '../../../lib/form-action';

/** The server's refusal of a form's action, in the admin's language (the API translates it). */
export function FailureNotice({ state }: { state: FormState<unknown> }) {
  return state.failure === undefined ? null : <Notice tone="error">{state.message}</Notice>;
}
