import { afterEach, describe, expect, it } from 'vitest';
import { keepAskedAddress, portalPath, takeReturnAddress } from './signInReturn.ts';

const ORIGIN = 'http://portal.test';

describe('portalPath', () => {
  it('keeps a path of the portal with its query and hash', () => {
    expect(portalPath(`${ORIGIN}/nqa-documents?tab=3&q=fire#top`, ORIGIN)).toBe('/nqa-documents?tab=3&q=fire#top');
    expect(portalPath('/update-user?id=4', ORIGIN)).toBe('/update-user?id=4');
  });

  it.each([
    'https://example.org/phish',
    '//example.org/phish',
    '/\\example.org/phish',
    '/.//example.org/phish',
    'javascript:alert(1)',
    'http://portal.test:8080/services',
  ])('refuses %s, which leaves the portal', (address) => {
    expect(portalPath(address, ORIGIN)).toBeNull();
  });

  it.each(['/', '/?x=1', '/auth', '/login', '/view-hub-admin-service?accessToken=a'])(
    'refuses %s, a sign-in page rather than a screen',
    (address) => {
      expect(portalPath(address, ORIGIN)).toBeNull();
    },
  );
});

describe('keepAskedAddress and takeReturnAddress', () => {
  afterEach(() => sessionStorage.clear());

  it('gives the kept address once', () => {
    keepAskedAddress(`${window.location.origin}/services?x=1`);
    expect(takeReturnAddress()).toBe('/services?x=1');
    expect(takeReturnAddress()).toBeNull();
  });

  it('a plain visit to / forgets an address kept before', () => {
    keepAskedAddress(`${window.location.origin}/services`);
    keepAskedAddress(`${window.location.origin}/`);
    expect(takeReturnAddress()).toBeNull();
  });

  it('checks the stored address again when it is taken', () => {
    sessionStorage.setItem('signInReturn', 'https://example.org/phish');
    expect(takeReturnAddress()).toBeNull();
  });
});
