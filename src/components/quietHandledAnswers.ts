import { HttpError } from 'react-admin';

/**
 * Outside production builds react-admin's data provider proxy (ra-core useDataProvider) logs every rejected call
 * with console.error(error), also the answers a screen shows itself: a 422 whose field errors go under the inputs,
 * the 404 an edit page says it could not load, the 401 that ends the session. Those logs are dropped here: a 4xx
 * HttpError logged alone, the first time it is logged (react-admin logs it before any screen sees it, so a screen
 * logging the same error itself, spec §8 'only logged', still does). Everything else is logged as it was: a
 * server failure (5xx), an unreadable answer, a network failure, a crash. Production builds need none of this:
 * react-admin logs nothing there.
 */
export function isHandledAnswer(args: readonly unknown[], seen: WeakSet<object>): boolean {
  const [error] = args;
  if (args.length !== 1 || !(error instanceof HttpError) || error.status < 400 || error.status >= 500) return false;
  if (seen.has(error)) return false;
  seen.add(error);
  return true;
}

/** Puts the filter in front of console.error as it is now; returns what takes it away again. */
export function quietHandledAnswers(): () => void {
  const seen = new WeakSet<object>();
  const log = console.error;
  console.error = (...args: unknown[]) => {
    if (!isHandledAnswer(args, seen)) log.apply(console, args);
  };
  return () => {
    console.error = log;
  };
}
