export const errorStatus = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof errorStatus;

/**
 * The one error type services throw. `message` and the values of `fields` are i18n keys
 * (src/shared/i18n); the error handler translates them into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}
