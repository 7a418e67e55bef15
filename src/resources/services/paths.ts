import type { Id, Service } from '../../types.ts';
import { idSearch, type ScreenLink } from '../types.ts';

export const PATH = { list: '/services', create: '/create-new-service', edit: '/update-service' } as const;

export const servicePaths = {
  list: (q?: string) => (q ? `${PATH.list}?filter=${encodeURIComponent(JSON.stringify({ q }))}` : PATH.list),
  create: () => PATH.create,
  edit: (id: Id) => `${PATH.edit}${idSearch(id)}`,
};

// The key is `service`, not `record`: react-admin's forms reset their values from a `record` in route state
// (useRecordFromLocation), which made saved branding snap back.
export interface ServiceEditState {
  service: Service;
  saved?: string;
}
export const toServiceEdit = (service: Service, saved?: string): ScreenLink<ServiceEditState> => ({
  pathname: PATH.edit,
  search: idSearch(service.id),
  state: saved ? { service, saved } : { service },
});

export interface PendingDeleteState {
  pendingDelete?: Pick<Service, 'id' | 'name'>;
}
export const toServicesPendingDelete = (service: Pick<Service, 'id' | 'name'>): ScreenLink<PendingDeleteState> => ({
  pathname: PATH.list,
  search: '',
  state: { pendingDelete: { id: service.id, name: service.name } },
});
