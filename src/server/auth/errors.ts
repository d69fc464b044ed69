/** better-auth error codes that reach the user, as our i18n keys (the rest keep their own text). */
const messageKeys: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth:errors.invalidCredentials',
  EMAIL_NOT_VERIFIED: 'auth:errors.emailNotVerified',
  INVALID_TOKEN: 'auth:errors.invalidToken',
  TOKEN_EXPIRED: 'auth:errors.tokenExpired',
  PASSWORD_TOO_SHORT: 'auth:errors.passwordMin',
  PASSWORD_TOO_LONG: 'auth:errors.passwordMax',
  INVALID_PASSWORD: 'account:errors.wrongPassword',
  INVALID_EMAIL: 'auth:errors.invalidEmail',
  EMAIL_ALREADY_VERIFIED: 'auth:errors.alreadyVerified',
  SESSION_EXPIRED: 'auth:errors.signInRequired',
  SESSION_NOT_FRESH: 'auth:errors.signInAgain',
  INVALID_ORIGIN: 'auth:errors.badOrigin',
  MISSING_OR_NULL_ORIGIN: 'auth:errors.badOrigin',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'auth:errors.badOrigin',
  VALIDATION_ERROR: 'common:errors.validation',
  EMAIL_PASSWORD_SIGN_UP_DISABLED: 'auth:errors.useRegistration',
  EMAIL_CAN_NOT_BE_UPDATED: 'account:errors.emailUnchanged',
  ACCOUNT_SUSPENDED: 'trust:errors.suspended',
};

export function authErrorKey(code: string | undefined, status: number): string | undefined {
  if (code && messageKeys[code]) return messageKeys[code];
  if (status === 401) return 'auth:errors.signInRequired';
  return undefined;
}
