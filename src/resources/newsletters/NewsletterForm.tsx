import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  DateInput,
  FileField,
  FileInput,
  ImageField,
  ImageInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  ToolbarClasses,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { NEWSLETTER_CATEGORIES } from '../../shared/constants.ts';
import {
  NEWSLETTER_REQUIRED_FIELDS,
  NEWSLETTER_UPLOAD_KIND,
  newsletterFormSchema,
} from '../../shared/schemas/newsletterPayload.ts';
import type { FileInputValue } from '../../dataProvider/files.ts';
import { AuthImage } from '../../components/AuthImage.tsx';
import { schemaResolver } from '../../components/schemaResolver.ts';
import { useDropZoneRule } from '../../components/useDropZoneRule.tsx';
import { UploadProgress } from '../../components/UploadProgress.tsx';

const required = (f: string) => (NEWSLETTER_REQUIRED_FIELDS as readonly string[]).includes(f);

const TOOLBAR_SX = { display: 'flex', gap: 2, [`&.${ToolbarClasses.mobileToolbar}`]: { position: 'static' } } as const;
const resolver = schemaResolver(newsletterFormSchema);

const isStored = (v: unknown): v is FileInputValue =>
  !!v && typeof v === 'object' && !(v as FileInputValue).rawFile && !!(v as FileInputValue).src;

// portal-core §2: the picker appears only "after removing the existing one"
function StoredUpload({
  source,
  kind,
  children,
}: {
  source: 'file' | 'thumbnail';
  kind: 'pdf' | 'image';
  children: ReactNode;
}) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value = useWatch({ name: source });
  if (!isStored(value)) return <>{children}</>;
  return (
    <Box sx={{ my: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(kind === 'pdf' ? 'app.newsletters.current_file' : 'app.newsletters.current_thumbnail')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 0.5 }}>
        {kind === 'pdf' ? (
          <PictureAsPdfIcon color="error" />
        ) : (
          <AuthImage src={value.src} alt={value.title ?? ''} width={112} height={80} />
        )}
        <Typography>{value.title}</Typography>
        <Button
          color="error"
          size="small"
          onClick={() => setValue(source, null, { shouldDirty: true, shouldValidate: true })}
        >
          {translate(kind === 'pdf' ? 'app.newsletters.remove_file' : 'app.newsletters.remove_thumbnail')}
        </Button>
      </Box>
    </Box>
  );
}

export function NewsletterForm({ record }: { record?: Partial<RaRecord> }) {
  const translate = useTranslate();
  const [percent, setPercent] = useState<number | null>(null);
  const pdfRule = useDropZoneRule(NEWSLETTER_UPLOAD_KIND.file);
  const thumbnailRule = useDropZoneRule(NEWSLETTER_UPLOAD_KIND.thumbnail);
  const categoryChoices = NEWSLETTER_CATEGORIES.map((c) => ({
    id: c,
    name: translate(`app.newsletters.categories.${c}`),
  }));
  const toolbar = (
    // in the page's flow on a phone too: a fixed bar would cover the list that follows the form
    <Toolbar sx={TOOLBAR_SX}>
      <SaveButton
        label="app.newsletters.save"
        icon={<></>}
        mutationOptions={{ meta: { onUploadProgress: setPercent } }}
      />
      <UploadProgress percent={percent} />
    </Toolbar>
  );
  return (
    <SimpleForm record={record} resolver={resolver} toolbar={toolbar} sx={{ maxWidth: 760 }} warnWhenUnsavedChanges>
      <StoredUpload source="file" kind="pdf">
        <FileInput
          source="file"
          label="app.newsletters.file"
          inputProps={{ 'aria-label': translate('app.newsletters.file') }}
          accept={pdfRule.accept}
          options={pdfRule.options}
          isRequired={required('file')}
          helperText="app.newsletters.file_hint"
        >
          <FileField source="src" title="title" />
        </FileInput>
        {pdfRule.refusal}
      </StoredUpload>
      <TextInput source="title" label="app.newsletters.title" isRequired={required('title')} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <DateInput source="date" label="app.newsletters.date" />
        <SelectInput
          source="category"
          label="app.newsletters.category"
          choices={categoryChoices}
          isRequired={required('category')}
          sx={{ minWidth: 260 }}
        />
      </Box>
      <StoredUpload source="thumbnail" kind="image">
        <ImageInput
          source="thumbnail"
          label="app.newsletters.thumbnail"
          inputProps={{ 'aria-label': translate('app.newsletters.thumbnail') }}
          accept={thumbnailRule.accept}
          options={thumbnailRule.options}
          isRequired={required('thumbnail')}
          helperText="app.newsletters.thumbnail_hint"
        >
          <ImageField source="src" title="title" />
        </ImageInput>
        {thumbnailRule.refusal}
      </StoredUpload>
      <BooleanInput
        source="notify_service"
        label="app.newsletters.notify"
        format={(v: unknown) => v === true || v === 1}
        parse={(v: boolean) => v}
      />
    </SimpleForm>
  );
}
