import { describe, expect, it } from 'vitest';
import { matchesTerm, normaliseTerm, searchRecords } from './portalSearch.ts';

describe('top-bar search matching (case-insensitive substring, spec §5)', () => {
  it('services match on name and on the admin email, nothing else', () => {
    const services = [
      { id: 1, name: 'Bondi Beach Early Learning', primary_email: 'owner@bondi.example', city: 'Sydney' },
      { id: 2, name: 'Kids Cove', primary_email: 'hello@cove.example', city: 'Bondi' },
    ];
    expect(searchRecords('services', services, 'bondi').map((s) => s.id)).toEqual([1]);
    expect(searchRecords('services', services, 'COVE.EXAMPLE').map((s) => s.id)).toEqual([2]);
    expect(searchRecords('services', services, 'sydney')).toEqual([]);
  });

  it('users match on first name, last name, the full name as shown, and email; not on the description', () => {
    const users = [
      { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', description: 'Analyst' },
      { id: 2, first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example', description: 'Ada fan' },
    ];
    expect(searchRecords('users', users, 'ada').map((u) => u.id)).toEqual([1]);
    expect(searchRecords('users', users, 'hopper').map((u) => u.id)).toEqual([2]);
    expect(searchRecords('users', users, 'ace hop').map((u) => u.id)).toEqual([2]);
    expect(searchRecords('users', users, 'NAVY').map((u) => u.id)).toEqual([2]);
    expect(searchRecords('users', users, 'analyst')).toEqual([]);
  });

  it('documents match on file title and webinar title', () => {
    const docs = [
      { id: 1, file_title: 'Sun Safety Policy', webinar_title: null },
      { id: 2, file_title: 'Recording', webinar_title: 'Safe Sleep Webinar' },
      { id: 3, file_title: 'Menu', webinar_title: undefined, description: 'sun' },
    ];
    expect(searchRecords('documents', docs, 'sun').map((d) => d.id)).toEqual([1]);
    expect(searchRecords('documents', docs, 'webinar').map((d) => d.id)).toEqual([2]);
    expect(searchRecords('documents', docs, 'safe').map((d) => d.id)).toEqual([1, 2]);
  });

  it('newsletters match on title only', () => {
    const newsletters = [
      { id: 1, title: 'March News', document_name: 'winter.pdf' },
      { id: 2, title: 'Winter Wellbeing', document_name: 'x.pdf' },
    ];
    expect(searchRecords('newsletters', newsletters, 'winter').map((n) => n.id)).toEqual([2]);
  });

  it('an empty or blank term matches nothing; surrounding spaces do not count', () => {
    expect(matchesTerm(['anything'], '')).toBe(false);
    expect(matchesTerm(['anything'], '   ')).toBe(false);
    expect(matchesTerm(['Anything'], '  thing ')).toBe(true);
    expect(normaliseTerm('  a b ')).toBe('a b');
    expect(searchRecords('newsletters', undefined, 'a')).toEqual([]);
  });
});
