import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from './endpoints.ts';

/** Every call named in portal-core.md §7 and document-management.md §7, as the spec writes them. */
const SPEC_CALLS: [string, string][] = [
  ['POST', '/api/access-approve'],
  ['PUT', '/api/add-document-to-collection'],
  ['PUT', '/api/add-from-a-collection'],
  ['POST', '/api/archive-service'],
  ['GET', '/api/attachments'],
  ['GET', '/api/categories'],
  ['GET', '/api/category/{id}'],
  ['PUT', '/api/center/{id}'],
  ['GET', '/api/center/{id}/users'],
  ['POST', '/api/centers'],
  ['GET', '/api/collection-count/{id}'],
  ['POST', '/api/collection-load'],
  ['POST', '/api/collection-unload'],
  ['GET', '/api/collections-get/{id}'],
  ['POST', '/api/confirm-add-services-to-documents'],
  ['POST', '/api/confirm-remove-services-documents'],
  ['POST', '/api/create-user'],
  ['DELETE', '/api/delete-document-file/{id}'],
  ['DELETE', '/api/delete-user/'],
  ['DELETE', '/api/delete-users/'],
  ['DELETE', '/api/deleteDocument/{id}'],
  ['PUT', '/api/document-addcollection'],
  ['PUT', '/api/document-availability'],
  ['GET', '/api/document-by-service/{serviceId}'],
  ['DELETE', '/api/document-delete-file/{id}'],
  ['DELETE', '/api/document-deletemultiple'],
  ['POST', '/api/document-fom-new'],
  ['PUT', '/api/document-fom-update'],
  ['PUT', '/api/document-fom-update-audience'],
  ['POST', '/api/document-form-onedit-upload'],
  ['GET', '/api/document-get-all'],
  ['PUT', '/api/document-service-specific-update'],
  ['PUT', '/api/document-update'],
  ['PUT', '/api/document-update-webinar'],
  ['POST', '/api/document-webinar-add'],
  ['GET', '/api/fetch-users/{filter}'],
  ['POST', '/api/filter-documents-by-collection'],
  ['GET', '/api/filter-documents-by-filetype'],
  ['POST', '/api/filter-documents-by-services'],
  ['GET', '/api/get-available-services-to-link/{docId}'],
  ['GET', '/api/get-documents-services-id/{docId}'],
  ['GET', '/api/getDocuments'],
  ['POST', '/api/link-service-to-document'],
  ['POST', '/api/new-document'],
  ['POST', '/api/new-service'],
  ['DELETE', '/api/newsletter-delete/{id}'],
  ['GET', '/api/newsletter-get-all'],
  ['POST', '/api/newsletter-save'],
  ['PUT', '/api/newsletter-update'],
  ['DELETE', '/api/permanent-delete-multiple-document'],
  ['POST', '/api/portal-login'],
  ['GET', '/api/question/0'],
  ['GET', '/api/questions'],
  ['POST', '/api/register'],
  ['PUT', '/api/remove-from-a-collection'],
  ['PUT', '/api/save-branding/{service_id}'],
  ['POST', '/api/save-document'],
  ['POST', '/api/select-services-documents'],
  ['PUT', '/api/service-document-update/{id}'],
  ['POST', '/api/service-unlink'],
  ['DELETE', '/api/services-delete/{id}'],
  ['GET', '/api/services-get-all'],
  ['GET', '/api/services-get/{id}'],
  ['POST', '/api/services-soft-delete'],
  ['POST', '/api/services-undo-delete'],
  ['PUT', '/api/services-update/{id}'],
  ['GET', '/api/services-with-document-count'],
  ['DELETE', '/api/soft-delete-multiple-documents'],
  ['GET', '/api/stripe/paymentmethod/{id}'],
  ['PUT', '/api/undo-delete-multiple-documents'],
  ['POST', '/api/update-user'],
  ['GET', '/api/user'],
  ['GET', '/api/user/{id}'],
  ['GET', '/api/user/{id}/centers'],
  ['DELETE', '/api/users-access-approve/'],
  ['DELETE', '/api/users-access-revoke/'],
  ['GET', '/api/webinar-file/{id}/delete'],
];

const table = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);

describe('endpoints table', () => {
  it.each(SPEC_CALLS)('has %s %s', (method, p) => {
    expect(table).toContain(`${method} ${p}`);
  });

  it('spells each path once', () => {
    expect(new Set(table).size).toBe(table.length);
  });

  it('lists exactly the calls the spec documents name (when the spec is beside the repo)', () => {
    const dir = path.resolve(import.meta.dirname, '../../../shared/spec');
    const files = ['portal-core.md', 'document-management.md'].map((f) => path.join(dir, f));
    if (!files.every((f) => existsSync(f))) return; // CI and developers have shared/ beside the checkout
    const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
    const found = new Set<string>();
    for (const m of text.matchAll(
      /(GET|POST|PUT|DELETE) (\/api\/[^\s,;|()]*)(?: and (?:(?:GET|POST|PUT|DELETE) )?(\/api\/[^\s,;|()]*))?/g,
    )) {
      found.add(`${m[1]} ${m[2].replace(/[.:]$/, '')}`);
      if (m[3]) found.add(`${m[1]} ${m[3].replace(/[.:]$/, '')}`);
    }
    expect([...found].sort()).toEqual(SPEC_CALLS.map(([m, p]) => `${m} ${p}`).sort());
  });

  it('fills path parameters and encodes them', () => {
    expect(endpointPath('serviceGet', { id: 12 })).toBe('/api/services-get/12');
    expect(endpointPath('usersFetch', { filter: 'a/b' })).toBe('/api/fetch-users/a%2Fb');
    expect(() => endpointPath('serviceGet')).toThrow(/Missing path parameter/);
  });
});
