/**
 * The peer's data: on page load, the whole collection of the list the address opens, from the same fixture call the
 * portal makes (src/dataProvider/endpoints.ts), with the session the bench signs the portal in with; then held by
 * ra-data-fakerest, which filters, sorts and pages it in memory for react-admin's list controller.
 */
import fakeDataProvider from 'ra-data-fakerest';
import { testDataProvider } from 'react-admin';
import { toDocumentRows, type LoadedDocument } from '../../src/dataProvider/documentFields.ts';
import { translate } from '../../src/i18n/translate.ts';

interface LoadedUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  roles: { name: string }[];
  access_approved: boolean;
  notify_email: number;
}

/** Each list's call and the rows its columns read (the documents' through the portal's own derivation). */
const collections = {
  documents: {
    path: '/api/getDocuments',
    rows: (answer: LoadedDocument[]) => toDocumentRows(answer, translate),
  },
  users: {
    path: '/api/fetch-users/all',
    rows: (answer: LoadedUser[]) => answer.map((u) => ({ ...u, user_type: u.roles[0]?.name ?? '' })),
  },
};
export type PeerResource = keyof typeof collections;

async function load(resource: PeerResource) {
  const session: { accessToken?: string } = JSON.parse(localStorage.getItem('qip_portal_token') ?? '{}');
  const res = await fetch(`${import.meta.env.VITE_PEER_API_URL}${collections[resource].path}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  if (!res.ok) throw new Error(`${collections[resource].path} answered ${res.status}`);
  const answer = await res.json();
  return fakeDataProvider({ [resource]: collections[resource].rows(answer) });
}

/** The list's fetch starts with the page, beside react-admin's first render; its reads wait for it. */
export function peerDataProvider(resource: PeerResource) {
  const loaded = load(resource);
  return testDataProvider({
    getList: (name, params) => loaded.then((p) => p.getList(name, params)),
    deleteMany: (name, params) => loaded.then((p) => p.deleteMany(name, params)),
  });
}
