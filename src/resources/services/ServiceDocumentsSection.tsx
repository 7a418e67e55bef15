import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Service } from '../../types.ts';
import { SaveFirstNotice } from './SaveFirstNotice.tsx';
import { type CreateDocumentState, toDocumentCreate } from '../documents/paths.ts';
import { UPLOAD_OR_GENERATE } from '../../shared/constants.ts';
import { CoverageView } from './CoverageView.tsx';

// the document screens own the service-specific form; the route state opens it on this service
export function ServiceDocumentsSection() {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!record?.id) return <SaveFirstNotice />;
  const go = (uploadOrGenerate: CreateDocumentState['upload_or_generate']) => {
    const to = toDocumentCreate({
      tab: 'service_specific',
      upload_or_generate: uploadOrGenerate,
      service: { id: record.id, name: record.name },
    });
    navigate(to, { state: to.state });
  };
  return (
    <Box>
      <Typography color="text.secondary" gutterBottom>
        {translate('app.services.documents_intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button label="app.services.upload_document" variant="outlined" onClick={() => go(UPLOAD_OR_GENERATE.upload)}>
          <UploadFileIcon />
        </Button>
        <Button
          label="app.services.generate_document"
          variant="outlined"
          onClick={() => go(UPLOAD_OR_GENERATE.generate)}
        >
          <EditNoteIcon />
        </Button>
      </Box>
      <CoverageView serviceId={record.id} />
    </Box>
  );
}
