import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { isHandledAnswer } from './quietHandledAnswers.ts';

describe('isHandledAnswer', () => {
  it("drops react-admin's log of a refused call (4xx), once", () => {
    const seen = new WeakSet<object>();
    const refused = new HttpError('The given data was invalid.', 422, { errors: { email: 'taken' } });
    expect(isHandledAnswer([refused], seen)).toBe(true);
    // a screen logging the same error itself (spec §8 'only logged') is heard
    expect(isHandledAnswer([refused], seen)).toBe(false);
    expect(isHandledAnswer([new HttpError('app.users.not_found', 404, {})], seen)).toBe(true);
  });

  it.each([
    ['a server failure', [new HttpError('Internal server error.', 500, {})]],
    ['a network failure', [new HttpError('ra.notification.http_error', 0, {})]],
    ['a crash', [new TypeError("Cannot read properties of undefined (reading 'id')")]],
    ['a message of our own', ['[users] could not load the users list', new HttpError('Forbidden', 403, {})]],
    ['a plain message', ['Warning: something']],
  ])('keeps %s', (_what, args) => {
    expect(isHandledAnswer(args, new WeakSet())).toBe(false);
  });
});
