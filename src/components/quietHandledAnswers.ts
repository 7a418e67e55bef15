import { HttpError } from 'react-admin';

// Outside production, react-admin's data provider proxy logs every rejected call, also the 4xx answers a screen shows
// itself. Only the first log of a 4xx HttpError alone is dropped: react-admin logs it before any screen sees it, so a
// screen's own log of it (spec §8) still shows.
export function isHandledAnswer(args: readonly unknown[], seen: WeakSet<object>): boolean {
  const [error] = args;
  if (args.length !== 1 || !(error instanceof HttpError) || error.status < 400 || error.status >= 500) return false;
  if (seen.has(error)) return false;
  seen.add(error);
  return true;
}

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
