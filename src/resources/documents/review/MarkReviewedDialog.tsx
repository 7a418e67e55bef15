import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider/index.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useReviewClock } from '../../../components/useReviewClock.ts';
import { formatDate } from '../../../shared/dates.ts';
import { issueDay } from '../../../shared/review.ts';
import { keepReviewDate, markReviewed, type ReviewOutcome, type ReviewTarget } from './markReviewed.ts';
import { RunProgress } from '../../../components/RunProgress.tsx';

type Phase =
  { kind: 'ask' } | { kind: 'running'; done: number; total: number } | { kind: 'done'; outcomes: ReviewOutcome[] };

const TITLE_ID = 'mark-reviewed-title';

/** `onChanged` only once the run is over: meanwhile the kept lists already show the new dates (keepReviewDate). */
export function MarkReviewedDialog({
  docs,
  onClose,
  onChanged,
}: {
  docs: readonly ReviewTarget[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const { today } = useReviewClock();
  const [date, setDate] = useState(today);
  const [phase, setPhase] = useState<Phase>({ kind: 'ask' });
  const error =
    issueDay(date) === null ? 'app.markReviewed.date_required' : date > today ? 'app.markReviewed.date_future' : null;

  const start = async () => {
    if (error) return;
    setPhase({ kind: 'running', done: 0, total: docs.length });
    const outcomes = await markReviewed(dataProvider, docs, date, {
      translate,
      onProgress: (done, total) => setPhase({ kind: 'running', done, total }),
      onMarked: (id) => keepReviewDate(queryClient, id, date),
    });
    setPhase({ kind: 'done', outcomes });
    if (outcomes.some((o) => o.ok)) onChanged();
  };

  if (phase.kind === 'ask')
    return (
      <ConfirmDialog
        isOpen
        title="app.markReviewed.title"
        content={
          <>
            <DialogContentText>
              {translate('app.markReviewed.question', { smart_count: docs.length, date: formatDate(date) || date })}
            </DialogContentText>
            <TextField
              type="date"
              label={translate('app.markReviewed.date')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={!!error}
              helperText={translate(error ?? 'app.markReviewed.date_help')}
              required
              fullWidth
              margin="normal"
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            />
          </>
        }
        confirm="app.markReviewed.confirm"
        onConfirm={() => void start()}
        onClose={onClose}
      />
    );

  const running = phase.kind === 'running';
  return (
    <Dialog open onClose={running ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>{translate('app.markReviewed.title')}</DialogTitle>
      <DialogContent>
        {running ? (
          <RunProgress
            done={phase.done}
            total={phase.total}
            text={translate('app.markReviewed.progress', { done: phase.done, total: phase.total })}
            label={translate('app.markReviewed.progress_label')}
          />
        ) : (
          <Summary outcomes={phase.outcomes} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {translate('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Summary({ outcomes }: { outcomes: ReviewOutcome[] }) {
  const translate = useTranslate();
  const marked = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.flatMap((o) => (o.ok ? [] : [o]));
  return (
    <>
      <Typography role="status">{translate('app.markReviewed.done', { smart_count: marked })}</Typography>
      {failed.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('app.markReviewed.failed', { smart_count: failed.length })}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {failed.map((o) => (
              <li key={String(o.doc.id)}>
                {translate('app.markReviewed.failure', { name: o.doc.name, reason: o.reason })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
