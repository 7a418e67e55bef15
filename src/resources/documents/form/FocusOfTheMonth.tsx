import type { FieldValues, Resolver } from 'react-hook-form';
import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateInput, Form, SelectInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import type { FocusEntry, FocusFormValues } from '../../../dataProvider/documentForms.ts';
import { FOCUS_AUDIENCES, MONTHS, TOAST_MS } from '../../../shared/constants.ts';
import { focusFormSchema } from '../../../shared/schemas/documentPayload.ts';
import type { FocusFile } from '../../../types.ts';
import { documentChoices } from './choices.ts';
import { DocumentFileInput } from './DocumentFileInput.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { focusDefaults, focusYears as years, isoDay } from '../../../shared/clock.ts';
import { schemaResolver } from '../../../components/schemaResolver.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { ScopedWarnWhenUnsavedChanges } from '../../../components/UnsavedChangesScope.tsx';
import { UploadProgress, useUploadProgress } from '../../../components/UploadProgress.tsx';
import { serverErrors } from './serverErrors.ts';
import { formatDate } from '../../../shared/dates.ts';

const t = (k: string) => `app.documentForms.${k}`;
const defaults = (year: string = focusDefaults().year, month: string = focusDefaults().month): FocusFormValues => ({
  year,
  month,
  monthly_focus: '',
  monthly_focus_description: '',
  file_title: '',
  date: isoDay(),
  audience: FOCUS_AUDIENCES[0],
  file_description: '',
  file: null,
});

function useFocusEntry() {
  const dp = useDataProvider<PortalDataProvider>();
  const year = useWatch({ name: 'year' }) as string;
  const month = useWatch({ name: 'month' }) as string;
  return useQuery({ queryKey: ['documentForms', 'focus', year, month], queryFn: () => dp.focusList(year, month) });
}

/** The fields are read-only while the month loads, so nothing typed is overwritten by the answer. */
function FocusLoader({
  entry,
  loading,
  onDetail,
}: {
  entry: FocusEntry | undefined;
  loading: boolean;
  onDetail: (e: FocusEntry | undefined) => void;
}) {
  const { setValue, reset } = useFormContext();
  const year = useWatch({ name: 'year' }) as string;
  const month = useWatch({ name: 'month' }) as string;
  const period = useRef(`${year}-${month}`);
  useEffect(() => {
    if (period.current === `${year}-${month}`) return;
    period.current = `${year}-${month}`;
    // Spec §4: another year or month resets the fields-checked flag, so the last month's messages go.
    reset(undefined, {
      keepValues: true,
      keepDefaultValues: true,
      keepDirty: true,
      keepErrors: false,
      keepTouched: false,
      keepIsSubmitted: false,
      keepSubmitCount: false,
    });
  }, [year, month, reset]);
  useEffect(() => {
    onDetail(entry);
    if (loading) return;
    setValue('monthly_focus', entry?.detail?.monthly_focus ?? '');
    setValue('monthly_focus_description', entry?.detail?.monthly_focus_description ?? '');
  }, [entry, loading, setValue, onDetail]);
  return null;
}

function MonthFiles({ files, onChanged }: { files: FocusFile[]; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<PortalDataProvider>();
  const c = documentChoices(translate);
  const [toDelete, setToDelete] = useState<FocusFile | null>(null);
  const name = (f: FocusFile) => f.file_title || f.label;

  const changeAudience = async (f: FocusFile, audience: string) => {
    if (audience === f.audience) return; // spec §4: no-op if already selected
    try {
      await dp.setFocusAudience(f.id, audience);
      notify('app.documentForms.audience_updated', { type: 'success', autoHideDuration: TOAST_MS });
      onChanged();
    } catch (e) {
      console.error(e); // spec §8: audience errors are only logged
    }
  };
  const remove = async () => {
    if (!toDelete) return;
    try {
      await dp.deleteFocusFile(toDelete.id);
      notify('app.documents.deleted', { type: 'success', autoHideDuration: TOAST_MS });
      onChanged();
    } catch (e) {
      console.error(e); // spec §8: focus-file delete errors are only logged
    }
    setToDelete(null);
  };

  return (
    <Box sx={{ width: '100%', my: 2 }}>
      <Typography variant="subtitle1">{translate(t('month_files'))}</Typography>
      {files.length === 0 ? (
        <Typography color="text.secondary">{translate(t('no_month_files'))}</Typography>
      ) : (
        <Table size="small" aria-label={translate(t('month_files'))}>
          <TableBody>
            {files.map((f) => (
              <TableRow key={f.id}>
                <TableCell>{name(f)}</TableCell>
                <TableCell>{formatDate(f.date)}</TableCell>
                <TableCell>
                  <Select
                    size="small"
                    value={f.audience}
                    inputProps={{ 'aria-label': translate('app.documentForms.audience_of', { name: name(f) }) }}
                    onChange={(e) => changeAudience(f, String(e.target.value))}
                  >
                    {c.audiences.map((a) => (
                      <MenuItem key={a.id} value={a.id}>
                        {a.name}
                      </MenuItem>
                    ))}
                  </Select>
                </TableCell>
                <TableCell>
                  <IconButton
                    aria-label={translate('app.documentForms.delete_file', { name: name(f) })}
                    onClick={() => setToDelete(f)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        isOpen={!!toDelete}
        content="app.documents.focus_file_delete_confirm"
        confirm="app.documents.delete"
        cancel={t('cancel')}
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}

function FocusFields({ onDetail }: { onDetail: (e: FocusEntry | undefined) => void }) {
  const translate = useTranslate();
  const c = documentChoices(translate);
  const queryClient = useQueryClient();
  const { data, isPending: loading } = useFocusEntry();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['documentForms', 'focus'] });
  return (
    <>
      <FocusLoader entry={data ?? undefined} loading={loading} onDetail={onDetail} />
      {/* a year and a month are always chosen: required, so SelectInput offers no empty choice */}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SelectInput
          source="year"
          label={t('year')}
          choices={years().map((y) => ({ id: y, name: y }))}
          translateChoice={false}
          isRequired
        />
        <SelectInput
          source="month"
          label={t('month')}
          choices={MONTHS.map((m) => ({ id: m, name: m }))}
          translateChoice={false}
          isRequired
        />
      </Box>
      <TextInput source="monthly_focus" label={t('monthly_focus')} readOnly={loading} fullWidth />
      <TextInput
        source="monthly_focus_description"
        label={t('monthly_focus_description')}
        readOnly={loading}
        multiline
        minRows={2}
        fullWidth
      />
      {loading ? (
        <Typography sx={{ my: 2 }} color="text.secondary" role="status">
          {translate('app.common.loading')}
        </Typography>
      ) : data === null ? (
        <Alert severity="info">{translate(t('list_unavailable'))}</Alert>
      ) : (
        <MonthFiles files={data?.uploaded_files ?? []} onChanged={refresh} />
      )}
      <Typography variant="subtitle1">{translate(t('upload_file'))}</Typography>
      <TextInput source="file_title" label={t('file_title')} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DateInput source="date" label={t('date')} />
        <SelectInput source="audience" label={t('audience')} choices={c.audiences} translateChoice={false} />
      </Box>
      <TextInput source="file_description" label={t('file_description')} multiline minRows={2} fullWidth />
      <DocumentFileInput label={t('file')} />
    </>
  );
}

/** Spec §2, §4, §5. */
export function FocusOfTheMonth() {
  const notify = useNotify();
  const dp = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const upload = useUploadProgress();
  const entry = useRef<FocusEntry | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);
  // after a save the form starts afresh on the same month
  const [initial, setInitial] = useState<FocusFormValues>(defaults);
  // stable: FocusLoader writes the month's focus into the fields when it changes, and this tab redraws on tab switches
  const onDetail = useCallback((e: FocusEntry | undefined) => {
    entry.current = e;
  }, []);

  // The month's entry is known only once loaded: the schema is chosen when the form is checked.
  const resolver: Resolver = (values, context, options) =>
    schemaResolver(focusFormSchema(MONTHS, years(), !!entry.current?.detail))(values, context, options);

  const submit = async (v: FocusFormValues) => {
    const detail = entry.current?.detail;
    try {
      if (!detail) {
        await dp.createFocus(v, upload.onUploadProgress);
      } else {
        const focus = (v.monthly_focus ?? '').trim();
        const description = (v.monthly_focus_description ?? '').trim();
        const changed = focus !== detail.monthly_focus || description !== detail.monthly_focus_description;
        const details = changed && !!focus && !!description;
        // a save that would send nothing is not a success: say so, and leave the form as it is
        if (!details && !v.file) {
          notify('app.nothing_to_save.focus', { type: 'info' });
          return undefined;
        }
        if (details) await dp.updateFocusDetails(detail.id, focus, description);
        if (v.file) await dp.uploadFocusFile(detail.id, v, upload.onUploadProgress);
      }
      notify('app.documentForms.focus_saved', { type: 'success', autoHideDuration: TOAST_MS });
      await queryClient.invalidateQueries({ queryKey: ['documentForms', 'focus'] });
      setInitial({
        ...defaults(v.year, v.month),
        monthly_focus: v.monthly_focus,
        monthly_focus_description: v.monthly_focus_description,
      });
      setFormKey((k) => k + 1);
      return undefined;
    } catch (e) {
      return serverErrors(e, (m) => notify(m, { type: 'error' }));
    } finally {
      upload.done();
    }
  };

  return (
    <Form
      key={formKey}
      defaultValues={initial}
      resolver={resolver}
      onSubmit={(values: FieldValues) => submit(values as FocusFormValues)}
      sanitizeEmptyValues={false}
      warnWhenUnsavedChanges
      WarnWhenUnsavedChangesComponent={ScopedWarnWhenUnsavedChanges}
    >
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth: 900 }}>
        <FocusFields onDetail={onDetail} />
        <Box sx={{ mt: 2, display: 'flex', gap: 2, width: '100%' }}>
          <SubmitButton />
          <UploadProgress percent={upload.percent} />
        </Box>
      </Box>
    </Form>
  );
}
