import { describe, expect, it } from 'vitest';
import { documentVisibleTo, findAdminUser, inServiceTab, loadedCollections, parseServiceIds } from './services.ts';

describe('service rules', () => {
  it('parses ids, loaded collections and finds the admin user case-insensitively', () => {
    expect(parseServiceIds([1, '2', 2])).toEqual([1, 2]);
    expect(parseServiceIds([])).toBeNull();
    expect(parseServiceIds([0])).toBeNull();
    expect(loadedCollections('[1,3]')).toEqual([1, 3]);
    expect(loadedCollections('oops')).toEqual([]);
    expect(findAdminUser([{ type: 'member' }, { type: 'ADMIN' }])).toEqual({ type: 'ADMIN' });
    expect(findAdminUser([{ type: 'member' }])).toBeUndefined();
  });

  it('decides which documents a service sees and which tab shows them', () => {
    const base = {
      deleted_at: null,
      services: [],
      category: 1,
      global_webinar: 0,
      service_type_id: [{ id: 2 }],
      excluded_services: '[]',
    };
    const service = { id: 7, service_type_id: 2 };
    expect(documentVisibleTo(base, service)).toBe(true);
    expect(documentVisibleTo({ ...base, excluded_services: '[7]' }, service)).toBe(false);
    expect(documentVisibleTo({ ...base, service_type_id: [{ id: 1 }] }, service)).toBe(false);
    expect(documentVisibleTo({ ...base, category: 2, service_type_id: [], services: [{ id: 7 }] }, service)).toBe(true);
    expect(documentVisibleTo({ ...base, deleted_at: '2026-01-01' }, service)).toBe(false);
    expect(inServiceTab({ nqa_area_id: [3], service_specific_type: null }, 3)).toBe(true);
    expect(inServiceTab({ nqa_area_id: [], service_specific_type: 6 }, 8)).toBe(true);
    expect(inServiceTab({ nqa_area_id: [2], service_specific_type: 4 }, 8)).toBe(false);
  });
});
