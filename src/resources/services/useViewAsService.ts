import { useCallback } from 'react';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { Service } from '../../types.ts';
import { config } from '../../config.ts';
import { getToken } from '../../authProvider/storage.ts';
import { findAdminUser } from '../../shared/validation/services.ts';

const mutationKey = ['services', 'viewAsService'];

// one lookup at a time across the app (useIsMutating on one mutation key); with no admin user nothing opens
export function useViewAsService() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const busy = useIsMutating({ mutationKey }) > 0;
  const { mutate } = useMutation({
    mutationKey,
    mutationFn: async (service: Pick<Service, 'id' | 'name'>) => {
      const admin = findAdminUser(await dataProvider.serviceUsers(service.id));
      if (!admin) {
        notify('app.services.no_admin_user', { type: 'warning' });
        return;
      }
      const token = getToken();
      if (!token) return;
      // crypto-js loads only when a hand-off is built
      const { encodeHandoff } = await import('../../authProvider/handoff.ts');
      const query = encodeHandoff(
        {
          accessToken: token,
          auth: { accessToken: token, userId: admin.id },
          viewer: { ...admin, service_name: service.name },
        },
        config.handoffPassphrase,
      );
      window.open(`${config.servicePortalUrl}/view-portal-user-service?${query.toString()}`, '_blank', 'noopener');
    },
    onError: (e) =>
      notify('app.common.request_failed', { type: 'error', messageArgs: { reason: (e as Error).message } }),
  });
  const viewAsService = useCallback(
    (service: Pick<Service, 'id' | 'name'>) => {
      if (queryClient.isMutating({ mutationKey }) > 0) return;
      mutate(service);
    },
    [queryClient, mutate],
  );
  return { viewAsService, busy };
}
