import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Service } from '../types.ts';
import { collectionQuery } from './collectionQuery.ts';

/**
 * The services collection (GET /api/services-get-all) as the dashboard, the services list and the choose-services
 * dialog keep it: one query, so a screen that has it hands it to the next (react-query).
 */
export function useServicesCollection(enabled = true) {
  return useQuery({ ...collectionQuery<Service>(useDataProvider(), 'services'), enabled });
}

/**
 * The names of chosen services, for their chips: from the services collection, asked for only when `ids` is not
 * empty. Not react-admin's getMany: the API has no read by ids, so getMany fetched the same 2,000 services a second
 * time beside the collection (issue 10). `undefined` for an unknown id, or while the names are on their way.
 */
export function useServiceNames(ids: readonly number[]): (id: number) => string | undefined {
  const { data } = useServicesCollection(ids.length > 0);
  const byId = useMemo(() => new Map(data?.data.map((s) => [Number(s.id), s.name])), [data]);
  return (id) => byId.get(id);
}
