import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { Service } from '../../types.ts';

/**
 * 'Account Owner': the owner's name (admin_name, portal-core §3). The column beside it, 'Admin Email', shows the
 * primary email, the account owner's address: both are fields of the spec's service, so the list reads the same
 * against the production API.
 */
export function AccountOwnerField() {
  const record = useRecordContext<Service>();
  if (!record) return null;
  return <Typography variant="body2">{record.admin_name}</Typography>;
}
