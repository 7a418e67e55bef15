import type { Id, Service } from '../../types.ts';
import { idSearch, type ScreenLink } from '../types.ts';

export const PATH = { list: '/services', create: '/create-new-service', edit: '/update-service' } as const;

/** Addresses of the services screens (portal-core §2); the top-bar search opens the list with its term. */
export const servicePaths = {
  list: (q?: string) => (q ? `${PATH.list}?filter=${encodeURIComponent(JSON.stringify({ q }))}` : PATH.list),
  create: () => PATH.create,
  edit: (id: Id) => `${PATH.edit}${idSearch(id)}`,
};

/**
 * /update-service reads the service from route state while it loads it by id (portal-core §2); `saved` is the
 * success message to show on arrival (the create page's first save lands here). The key is `service`, not
 * `record`: react-admin's forms reset their values from a `record` in route state (useRecordFromLocation), which
 * made saved branding snap back to the values the page was opened with.
 */
export interface ServiceEditState {
  service: Service;
  saved?: string;
}
export const toServiceEdit = (service: Service, saved?: string): ScreenLink<ServiceEditState> => ({
  pathname: PATH.edit,
  search: idSearch(service.id),
  state: saved ? { service, saved } : { service },
});

/** Route state set by the edit page's DELETE FOREVER: the service waits, hidden, for OK (delete) or UNDO. */
export interface PendingDeleteState {
  pendingDelete?: Pick<Service, 'id' | 'name'>;
}
export const toServicesPendingDelete = (service: Pick<Service, 'id' | 'name'>): ScreenLink<PendingDeleteState> => ({
  pathname: PATH.list,
  search: '',
  state: { pendingDelete: { id: service.id, name: service.name } },
});
