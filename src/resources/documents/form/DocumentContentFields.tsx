import Box from '@mui/material/Box';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { DateInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isGenerated } from '../../../shared/constants.ts';
import { EditLoader } from '../../../components/EditLoader.tsx';
import { lazyComponent } from '../../../loading/lazyScreen.ts';
import { DocumentFileInput } from './DocumentFileInput.tsx';
import { FilePreviewDialog } from '../../../components/lazyDialogs.ts';
import { documentChoices } from './choices.ts';
import type { FileRemovalCheck } from './useStoredFileRemoval.ts';

const t = (k: string) => `app.documentForms.${k}`;
// the rich-text editor loads only when Generate is chosen: Upload is the default
const ContentInput = lazyComponent(() => import('./ContentInput.tsx').then((m) => m.ContentInput), EditLoader);

export function DocumentContentFields({ validateFileRemoval }: { validateFileRemoval?: FileRemovalCheck }) {
  const translate = useTranslate();
  const generate = isGenerated(useWatch({ name: 'upload_or_generate' }));
  return (
    <>
      <RadioButtonGroupInput
        source="upload_or_generate"
        label={t('content_source')}
        choices={documentChoices(translate).uploadOrGenerate}
        translateChoice={false}
      />
      {generate ? (
        <>
          <ContentInput label={t('content')} />
          <GeneratedPreview />
        </>
      ) : (
        <DocumentFileInput label={t('file')} validateFileRemoval={validateFileRemoval} />
      )}
      <TextInput source="file_title" label={t('file_title')} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="file_version" label={t('file_version')} />
        <DateInput source="date" label={t('date')} />
      </Box>
      <TextInput source="description" label={t('description')} multiline minRows={3} fullWidth />
    </>
  );
}

function GeneratedPreview() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const content = useWatch({ name: 'content' }) as string | null | undefined;
  const title = useWatch({ name: 'file_title' }) as string | null | undefined;
  return (
    <>
      <Button variant="outlined" size="small" disabled={!content} onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        {translate(t('preview'))}
      </Button>
      <FilePreviewDialog
        file={open ? { kind: 'generated', name: title || translate(t('content')), html: content ?? '' } : null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
