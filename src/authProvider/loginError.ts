// its own module: the login page checks it before the sign-in code has loaded
export type LoginFailure = 'invalid' | 'not_super_admin' | 'network' | 'throttled' | 'unreadable';

export class LoginError extends Error {
  constructor(
    public reason: LoginFailure,
    public retryAfter = 0,
    public detail = '',
  ) {
    super(reason);
  }
}
