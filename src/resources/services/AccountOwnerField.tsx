import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { Service } from '../../types.ts';

/** 'Account Owner': the owner's name over the primary email, which is the account owner (portal-core §3, §6). */
export function AccountOwnerField() {
  const record = useRecordContext<Service>();
  if (!record) return null;
  return (
    <>
      <Typography variant="body2">{record.admin_name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {record.primary_email}
      </Typography>
    </>
  );
}
