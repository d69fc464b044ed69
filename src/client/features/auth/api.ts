import type { ForgotPasswordInput, RegisterInput, SignInInput } from '../../../shared/auth/schema';
import { routes } from '../../../shared/routes';
import { api } from '../../lib/api';

/** The auth calls; /auth/* is better-auth behind our limits, /account/* our own routes. */
export const authApi = {
  signIn: (body: SignInInput) => api('/auth/sign-in/email', { method: 'POST', json: body }),
  signOut: () => api('/auth/sign-out', { method: 'POST', json: {} }),
  register: (body: RegisterInput) =>
    api<{ email: string }>('/account/register', { method: 'POST', json: body }),
  resendConfirmation: (email: string) =>
    api('/auth/send-verification-email', {
      method: 'POST',
      json: { email, callbackURL: `${routes.auth()}?verified=1` },
    }),
  requestReset: (body: ForgotPasswordInput) =>
    api('/auth/request-password-reset', {
      method: 'POST',
      json: { ...body, redirectTo: routes.resetPassword() },
    }),
  resetPassword: (token: string, newPassword: string) =>
    api('/auth/reset-password', { method: 'POST', json: { token, newPassword } }),
};
