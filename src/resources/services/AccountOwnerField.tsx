import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { Service } from '../../types.ts';

// admin_name and primary_email are both fields of the spec's service, so the list reads the same in production
export function AccountOwnerField() {
  const record = useRecordContext<Service>();
  if (!record) return null;
  return <Typography variant="body2">{record.admin_name}</Typography>;
}
