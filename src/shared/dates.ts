/**
 * The one way the portal shows a date: Australian day/month/year with two-digit day and month (22/11/2026), the
 * administrators' own convention, whatever the browser's language. The API carries days as YYYY-MM-DD; those are
 * calendar days, not instants, so they are shown as written and never shifted through a time zone.
 */
const DISPLAY = new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' });
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day (YYYY-MM-DD), a timestamp or a Date as 'DD/MM/YYYY'; '' when there is none, the text itself when unreadable. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : DISPLAY.format(date);
}
