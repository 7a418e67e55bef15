/** Why a sign-in failed, as the login page words it. Its own module: the login page checks it before the sign-in code has loaded. */
export type LoginFailure = 'invalid' | 'not_super_admin' | 'network' | 'throttled' | 'unreadable';

export class LoginError extends Error {
  constructor(
    public reason: LoginFailure,
    /** With 'throttled': seconds to wait before trying again. */
    public retryAfter = 0,
    /** With 'unreadable': the catalogue's sentence naming the call and the field. */
    public detail = '',
  ) {
    super(reason);
  }
}
