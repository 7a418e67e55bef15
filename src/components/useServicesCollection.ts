import type { PortalDataProvider } from '../dataProvider/index.ts';
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Service } from '../types.ts';
import { collectionQuery } from './collectionQuery.ts';

export function useServicesCollection(enabled = true) {
  return useQuery({ ...collectionQuery<Service>(useDataProvider<PortalDataProvider>(), 'services'), enabled });
}

/** Names a record already carries (document-management §3), so chips need not read the whole collection. */
const KnownServiceNames = createContext<ReadonlyMap<number, string>>(new Map());

function serviceNamesOf(services: unknown): ReadonlyMap<number, string> {
  const named = Array.isArray(services)
    ? services.filter((s): s is { id: number | string; name: string } => typeof s?.name === 'string')
    : [];
  return new Map(named.map((s) => [Number(s.id), s.name]));
}

export function ServiceNamesFrom({ services, children }: { services: unknown; children: ReactNode }) {
  const names = useMemo(() => serviceNamesOf(services), [services]);
  return createElement(KnownServiceNames.Provider, { value: names }, children);
}

/** Reads the collection only when an id has no known name. Not getMany: the API has no read by ids. */
export function useServiceNames(ids: readonly number[]): (id: number) => string | undefined {
  return useServiceNamesRead(ids).name;
}

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
    label: (id: number) => name(id) ?? (pending ? translate('app.common.loading') : `#${id}`),
    pending,
    error: query.error,
    retry: () => void refetch(),
    retrying: query.isFetching,
  };
}

export type ServiceNamesRead = ReturnType<typeof useServiceNamesRead>;
