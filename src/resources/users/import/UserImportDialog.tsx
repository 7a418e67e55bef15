import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useQueryClient } from '@tanstack/react-query';
import { downloadCSV, useDataProvider, useTranslate } from 'react-admin';
import { collectionQuery } from '../../../components/collectionQuery.ts';
import { normaliseEmail } from '../../../shared/validation/users.ts';
import type { UserRecord } from '../../../dataProvider/users.ts';
import {
  USER_CSV_COLUMNS,
  columnLabel,
  problemText,
  readUsersCsv,
  rowsCsv,
  type ImportRow,
  type ReadResult,
} from './usersCsv.ts';
import { runImport, type Outcome } from './runImport.ts';
import { reasonOf } from '../../../components/failureReason.ts';
import { RunProgress } from '../../../components/RunProgress.tsx';

type Phase =
  | { kind: 'choose' }
  | { kind: 'checking'; file: string }
  | { kind: 'checked'; file: string; read: ReadResult }
  | { kind: 'running'; rows: ImportRow[]; done: number; total: number }
  | { kind: 'done'; outcomes: Outcome[] };

const HIDDEN_INPUT_SX = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;
const TABLE_BOX_SX = { maxHeight: 360, overflow: 'auto', mt: 2 } as const;

// beyond the spec; nothing is sent while any row has a problem
export function UserImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancelled = useRef(false);
  const running = phase.kind === 'running';

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // the same file may be chosen again once fixed
    e.target.value = '';
    if (!file) return;
    setFailure(null);
    setPhase({ kind: 'checking', file: file.name });
    try {
      // the users as they are now: another administrator may have added some
      const [text, users] = await Promise.all([
        file.text(),
        queryClient.fetchQuery({ ...collectionQuery<UserRecord>(dataProvider, 'users'), staleTime: 0 }),
      ]);
      const existing = new Set(users.data.map((u) => normaliseEmail(u.email)));
      setPhase({ kind: 'checked', file: file.name, read: readUsersCsv(text, existing, translate) });
    } catch (error) {
      setFailure(reasonOf(error, translate));
      setPhase({ kind: 'choose' });
    }
  };

  const start = async (rows: ImportRow[]) => {
    cancelled.current = false;
    setCancelling(false);
    setPhase({ kind: 'running', rows, done: 0, total: 0 });
    const outcomes = await runImport(rows, {
      create: (data) => dataProvider.create('users', { data }),
      translate,
      cancelled: () => cancelled.current,
      onProgress: (done, total) => setPhase({ kind: 'running', rows, done, total }),
    });
    setPhase({ kind: 'done', outcomes });
    void queryClient.invalidateQueries({ queryKey: ['users'] });
  };

  const close = () => {
    if (running) return;
    setPhase({ kind: 'choose' });
    setFailure(null);
    onClose();
  };

  const chooseButton = (
    <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={running}>
      {translate(phase.kind === 'choose' ? 'app.userImport.choose' : 'app.userImport.choose_again')}
      <Box component="input" type="file" accept=".csv,text/csv" sx={HIDDEN_INPUT_SX} onChange={onFile} />
    </Button>
  );

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="user-import-title">
      <DialogTitle id="user-import-title">{translate('app.userImport.title')}</DialogTitle>
      <DialogContent>
        {!running && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.userImport.intro', {
                columns: USER_CSV_COLUMNS.map((c) => columnLabel(c, translate)).join(', '),
              })}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              {chooseButton}
              {(phase.kind === 'checking' || phase.kind === 'checked') && (
                <Typography variant="body2">{translate('app.userImport.file', { name: phase.file })}</Typography>
              )}
            </Box>
          </>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        {phase.kind === 'checking' && <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.common.loading')} />}
        {phase.kind === 'checked' && <Checked read={phase.read} />}
        {phase.kind === 'running' && (
          <RunProgress
            done={phase.done}
            total={phase.total}
            text={translate('app.userImport.progress', { done: phase.done, total: phase.total })}
            label={translate('app.userImport.progress_label')}
          >
            {cancelling && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('app.userImport.cancelling')}
              </Typography>
            )}
          </RunProgress>
        )}
        {phase.kind === 'done' && <Summary outcomes={phase.outcomes} />}
      </DialogContent>
      <DialogActions>
        {running ? (
          <Button
            disabled={cancelling}
            onClick={() => {
              cancelled.current = true;
              setCancelling(true);
            }}
          >
            {translate('app.userImport.cancel')}
          </Button>
        ) : (
          <Button onClick={close}>{translate('app.common.close')}</Button>
        )}
        {phase.kind === 'checked' && phase.read.ok && <CreateButton rows={phase.read.rows} onStart={start} />}
      </DialogActions>
    </Dialog>
  );
}

function CreateButton({ rows, onStart }: { rows: ImportRow[]; onStart: (rows: ImportRow[]) => void }) {
  const translate = useTranslate();
  const ready = rows.filter((r) => r.status === 'ready').length;
  const blocked = rows.some((r) => r.status === 'invalid');
  return (
    <Button variant="contained" disabled={blocked || ready === 0} onClick={() => onStart(rows)}>
      {translate('app.userImport.create', { smart_count: ready })}
    </Button>
  );
}

function Checked({ read }: { read: ReadResult }) {
  const translate = useTranslate();
  if (!read.ok)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate(read.key, read.args)}
      </Alert>
    );
  const count = (s: ImportRow['status']) => read.rows.filter((r) => r.status === s).length;
  const invalid = count('invalid');
  const shown = invalid
    ? [...read.rows].sort((a, b) => Number(b.status === 'invalid') - Number(a.status === 'invalid'))
    : read.rows;
  const exists = count('exists');
  return (
    <>
      <Typography role="status" sx={{ mt: 2 }}>
        {translate('app.userImport.checked', {
          total: read.rows.length,
          ready: count('ready'),
          exists,
          invalid,
        })}
      </Typography>
      {invalid > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('app.userImport.fix_first')}
        </Alert>
      )}
      {invalid === 0 && count('ready') === 0 && exists > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.userImport.nothing_to_create')}
        </Alert>
      )}
      <Box sx={TABLE_BOX_SX}>
        <Table size="small" stickyHeader aria-label={translate('app.userImport.rows_label')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.userImport.col_row')}</TableCell>
              <TableCell>{translate('app.userImport.col_name')}</TableCell>
              <TableCell>{columnLabel('email', translate)}</TableCell>
              <TableCell>{columnLabel('role', translate)}</TableCell>
              <TableCell>{columnLabel('notify', translate)}</TableCell>
              <TableCell>{translate('app.userImport.col_check')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.row} selected={r.status === 'invalid'}>
                <TableCell component="th" scope="row">
                  {r.row}
                </TableCell>
                <TableCell>{`${r.cells.first_name} ${r.cells.last_name}`.trim()}</TableCell>
                <TableCell>{r.cells.email}</TableCell>
                <TableCell>{r.cells.role}</TableCell>
                <TableCell>{r.cells.notify}</TableCell>
                <TableCell>
                  {r.status === 'invalid' ? (
                    r.problems.map((p, i) => (
                      <Typography key={i} variant="body2" color="error">
                        {problemText(p, translate)}
                      </Typography>
                    ))
                  ) : (
                    <Typography variant="body2" color={r.status === 'exists' ? 'text.secondary' : 'success.main'}>
                      {translate(r.status === 'exists' ? 'app.userImport.exists' : 'app.userImport.ready')}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}

function Summary({ outcomes }: { outcomes: Outcome[] }) {
  const translate = useTranslate();
  const notCreated = outcomes.flatMap((o) =>
    o.result === 'failed' || o.result === 'not_sent' ? [{ row: o.row, reason: o.reason }] : [],
  );
  const count = (r: Outcome['result']) => outcomes.filter((o) => o.result === r).length;
  const notSent = count('not_sent');
  return (
    <>
      <Typography role="status" sx={{ mt: 1 }}>
        {translate('app.userImport.summary', {
          created: count('created'),
          exists: count('exists'),
          failed: count('failed'),
        })}
      </Typography>
      {notSent > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.userImport.cancelled', { smart_count: notSent })}
        </Alert>
      )}
      {notCreated.length > 0 && (
        <>
          <Box sx={TABLE_BOX_SX}>
            <Table size="small" stickyHeader aria-label={translate('app.userImport.not_created')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.userImport.col_row')}</TableCell>
                  <TableCell>{columnLabel('email', translate)}</TableCell>
                  <TableCell>{columnLabel('reason', translate)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {notCreated.map(({ row, reason }) => (
                  <TableRow key={row.row}>
                    <TableCell component="th" scope="row">
                      {row.row}
                    </TableCell>
                    <TableCell>{row.cells.email}</TableCell>
                    <TableCell>{reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Button
            sx={{ mt: 2 }}
            startIcon={<DownloadIcon />}
            onClick={() => downloadCSV(rowsCsv(notCreated, translate), translate('app.userImport.failed_file'))}
          >
            {translate('app.userImport.download_failed')}
          </Button>
        </>
      )}
    </>
  );
}
