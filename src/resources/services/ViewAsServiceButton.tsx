import Button from '@mui/material/Button';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Service } from '../../types.ts';
import { useViewAsService } from './useViewAsService.ts';

export function ViewAsServiceButton() {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  const { viewAsService, busy } = useViewAsService();
  if (!record?.id) return null;
  return (
    <Button variant="contained" startIcon={<VisibilityIcon />} disabled={busy} onClick={() => viewAsService(record)}>
      {translate(busy ? 'app.common.please_wait_caps' : 'app.services.view_as_service_button')}
    </Button>
  );
}
