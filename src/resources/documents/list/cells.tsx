import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import EventIcon from '@mui/icons-material/Event';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useEvent, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { NamedCheckbox } from '../../../components/rowControls.tsx';
import type { DocumentRow } from '../../../dataProvider/documents.ts';
import { useReviewClock } from '../../../components/useReviewClock.ts';
import { issueDay, reviewDate, reviewWindow } from '../../../shared/review.ts';

export function SelectCell() {
  const record = useRecordContext<DocumentRow>();
  const { selectedIds, onToggleItem } = useListContext<DocumentRow>();
  const translate = useTranslate();
  const toggle = useEvent(() => record && onToggleItem(record.id));
  if (!record) return null;
  return (
    <NamedCheckbox
      checked={selectedIds.includes(record.id)}
      onToggle={toggle}
      name={translate('app.documents.select_row', { name: record.filename })}
    />
  );
}

/** §4 select-all toggle: the page shown. */
export function SelectPageCell() {
  const { data, selectedIds, onSelect } = useListContext<DocumentRow>();
  const translate = useTranslate();
  const ids = (data ?? []).map((d) => d.id);
  const all = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  const some = !all && ids.some((id) => selectedIds.includes(id));
  return (
    <Checkbox
      checked={all}
      indeterminate={some}
      disabled={ids.length === 0}
      onChange={() =>
        onSelect(
          all
            ? selectedIds.filter((id) => !ids.includes(id))
            : [...selectedIds, ...ids.filter((id) => !selectedIds.includes(id))],
        )
      }
      inputProps={{ 'aria-label': translate('app.documents.select_page') }}
    />
  );
}

/** §9 document type ids. */
export function DocumentTypeCell() {
  const record = useRecordContext<DocumentRow>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(`app.documentForms.document_types.${record.document_type_id}`, { _: '' })}</>;
}

const NAME_SX = { fontWeight: 500 } as const;
const MARK_SX = { display: 'inline-flex', verticalAlign: 'middle', ml: 0.75, color: 'warning.main' } as const;
const SOON_MARK_SX = { ...MARK_SX, color: 'info.main' } as const;

/** No text of its own, so the cell's text stays the file name: what the list sorts by and a search finds. */
export function ReviewMark({ doc }: { doc: DocumentRow }) {
  const translate = useTranslate();
  const clock = useReviewClock();
  const due = reviewWindow(doc, clock);
  if (due === null) return null;
  const dates = { date: issueDay(doc.date), review_date: reviewDate(doc, clock.months) };
  const label =
    due === 'overdue'
      ? translate('app.review.mark', dates)
      : translate('app.review.mark_within', { ...dates, days: due });
  return (
    <Box component="span" sx={due === 'overdue' ? MARK_SX : SOON_MARK_SX} role="img" aria-label={label} title={label}>
      {due === 'overdue' ? (
        <EventRepeatIcon fontSize="small" aria-hidden />
      ) : (
        <EventIcon fontSize="small" aria-hidden />
      )}
    </Box>
  );
}

export function FileNameCell() {
  const record = useRecordContext<DocumentRow>();
  if (!record) return null;
  return (
    <>
      <Box component="span" sx={NAME_SX}>
        {record.filename}
      </Box>
      <ReviewMark doc={record} />
    </>
  );
}
