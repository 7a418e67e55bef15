import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'react-admin';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import { useDocumentActions } from './DocumentActionsContext.tsx';

const CELL_SX = { display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' } as const;

export function ServicesCell() {
  const record = useRecordContext<DocumentRow>();
  const translate = useTranslate();
  const { showServices } = useDocumentActions();
  if (!record) return null;
  return (
    <Box sx={CELL_SX}>
      <span>{translate('app.documents.services_count', { smart_count: record.servicesCount })}</span>
      {record.servicesCount > 0 && showServices && (
        <Button
          size="small"
          onClick={() => showServices(record)}
          aria-label={`${translate('app.common.see_all')}: ${record.filename}`}
        >
          {translate('app.common.see_all')}
        </Button>
      )}
    </Box>
  );
}
