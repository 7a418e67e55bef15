import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from '../../dataProvider/httpClient.ts';
import {
  BooleanInput,
  Form,
  ImageField,
  ImageInput,
  SaveButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/index.ts';
import type { Service } from '../../types.ts';
import { DEFAULT_BRAND_COLOR, SKIN_DARK, SKIN_LIGHT } from '../../shared/constants.ts';
import { AuthImage } from '../../components/AuthImage.tsx';
import { BrandColorInput } from './BrandColorInput.tsx';
import { SaveFirstNotice } from './SaveFirstNotice.tsx';
import { useDropZoneRule } from '../../components/useDropZoneRule.tsx';
import { ScopedWarnWhenUnsavedChanges } from '../../components/UnsavedChangesScope.tsx';
import type { ServiceEditState } from './paths.ts';
import { brandingFormSchema, type BrandingFormValues } from '../../shared/schemas/servicePayload.ts';
import { schemaResolver } from '../../components/schemaResolver.ts';

const resolver = schemaResolver(brandingFormSchema);

// the dark skin is on unless the service's skin is white (portal-core §9)
export function BrandingSection() {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const logoRule = useDropZoneRule('jpeg');
  const save = useMutation({
    mutationKey: ['services', 'saveBranding'],
    mutationFn: (values: BrandingFormValues) =>
      dataProvider.saveBranding(record!.id, {
        brand_color: values.brand_color,
        skin: values.dark_skin ? SKIN_DARK : SKIN_LIGHT,
        logo: values.logo?.rawFile ?? null,
      }),
  });
  if (!record?.id) return <SaveFirstNotice />;

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      // the resolver has passed these values: parsing gives them their type
      const saved = await save.mutateAsync(brandingFormSchema.parse(values));
      // the server's answer replaces the record in the getOne cache and in route state, which a reload would show
      queryClient.setQueryData(['services', 'getOne', { id: String(record.id), meta: undefined }], saved);
      const state = location.state as Partial<ServiceEditState> | null;
      if (state?.service) navigate(location, { replace: true, state: { ...state, service: saved } });
      notify('app.services.brand_created', { type: 'success' });
      return undefined;
    } catch (e) {
      notify('app.services.brand_error', { type: 'error' });
      return fieldErrorsOf(e);
    }
  };

  return (
    <Form
      key={`${record.id}-${record.logo_url ?? ''}-${record.brand_color}-${record.skin}`}
      defaultValues={{
        brand_color: record.brand_color || DEFAULT_BRAND_COLOR,
        dark_skin: record.skin !== SKIN_LIGHT,
        logo: null,
      }}
      onSubmit={onSubmit}
      resolver={resolver}
      warnWhenUnsavedChanges
      WarnWhenUnsavedChangesComponent={ScopedWarnWhenUnsavedChanges}
    >
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 280, flex: 1 }}>
          <ImageInput
            source="logo"
            label="app.services.logo"
            inputProps={{ 'aria-label': translate('app.services.logo') }}
            accept={logoRule.accept}
            options={logoRule.options}
            helperText="app.services.logo_hint"
          >
            <ImageField source="src" title="title" />
          </ImageInput>
          {logoRule.refusal}
        </Box>
        {record.logo_url && (
          <Box>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('app.services.current_logo')}
            </Typography>
            <AuthImage
              src={record.logo_url}
              alt={record.logo_name ?? translate('app.services.logo')}
              width={160}
              height={100}
            />
          </Box>
        )}
      </Box>
      <BrandColorInput source="brand_color" />
      <BooleanInput source="dark_skin" label="app.services.dark_skin" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <SaveButton label="app.services.save_branding" alwaysEnable />
      </Box>
    </Form>
  );
}
