import type { Id } from '../../types.ts';

/**
 * /update-service carries the service as route state (portal-core §2); the id is also in the address, so a reload
 * (which loses route state) still opens the same service.
 */
export const editServicePath = (id: Id) => `/update-service?id=${encodeURIComponent(String(id))}`;
