// Australian day/month/year whatever the browser's language. The API's days are calendar days: shown as written,
// never shifted through a time zone.
const DISPLAY = new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' });
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : DISPLAY.format(date);
}
