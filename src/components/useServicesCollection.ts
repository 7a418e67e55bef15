import type { PortalDataProvider } from '../dataProvider/index.ts';
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Service } from '../types.ts';
import { collectionQuery } from './collectionQuery.ts';

/**
 * The services collection (GET /api/services-get-all) as the dashboard, the services list and the choose-services
 * dialog keep it: one query, so a screen that has it hands it to the next (react-query).
 */
export function useServicesCollection(enabled = true) {
  return useQuery({ ...collectionQuery<Service>(useDataProvider<PortalDataProvider>(), 'services'), enabled });
}

/**
 * Names of services a screen already has from its record (a loaded document's `services`, a list of id and name:
 * document-management §3), so its chips name them without reading the whole services collection.
 */
const KnownServiceNames = createContext<ReadonlyMap<number, string>>(new Map());

/** The names a record's `services` carries (a list of id and name; entries without a name are left out). */
function serviceNamesOf(services: unknown): ReadonlyMap<number, string> {
  const named = Array.isArray(services)
    ? services.filter((s): s is { id: number | string; name: string } => typeof s?.name === 'string')
    : [];
  return new Map(named.map((s) => [Number(s.id), s.name]));
}

/** Gives the chips inside the names of a record's `services` (KnownServiceNames). */
export function ServiceNamesFrom({ services, children }: { services: unknown; children: ReactNode }) {
  const names = useMemo(() => serviceNamesOf(services), [services]);
  return createElement(KnownServiceNames.Provider, { value: names }, children);
}

/**
 * The names of chosen services, for their chips: from the services collection, or from the record's own names
 * (KnownServiceNames) until it has come. The collection is asked for only when an id has no known name (one chosen
 * in the dialog, which lists the collection anyway; the excluded services, which a document gives as ids only): a
 * page load of a document's edit screen does not fetch every service to name its one chip. Not
 * react-admin's getMany: the API has no read by ids, so getMany fetched the whole collection a second time.
 * `undefined` for an unknown id, or while the names are on their way.
 */
export function useServiceNames(ids: readonly number[]): (id: number) => string | undefined {
  return useServiceNamesRead(ids).name;
}

/**
 * The same, with the read of the collection: `pending` while names are on their way (a chip then says so rather
 * than show an id), its `error` and `retry` when it failed (said beside the chips by ServiceNamesError, never as a
 * list of ids alone).
 */
export function useServiceNamesRead(ids: readonly number[]) {
  const translate = useTranslate();
  const known = useContext(KnownServiceNames);
  const query = useServicesCollection(ids.some((id) => !known.has(id)));
  const { data, refetch } = query;
  const byId = useMemo(() => new Map(data?.data.map((s) => [Number(s.id), s.name])), [data]);
  const name = (id: number) => byId.get(id) ?? known.get(id);
  const pending = query.isPending && query.fetchStatus === 'fetching';
  return {
    name,
    /** A chip's label: the name, 'Loading...' while it is on its way, the id when the read failed. */
    label: (id: number) => name(id) ?? (pending ? translate('app.common.loading') : `#${id}`),
    pending,
    error: query.error,
    retry: () => void refetch(),
    retrying: query.isFetching,
  };
}

export type ServiceNamesRead = ReturnType<typeof useServiceNamesRead>;
