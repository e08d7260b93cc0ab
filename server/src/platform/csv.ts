// Cells of the CSV downloads (earnings, statements, the accountant's tax registers): one way to write each.
import { PAISE_PER_RUPEE } from '@ssb/domain';

/** India keeps UTC+5:30 all year, so a fixed offset gives the coach's local time. */
const IST_OFFSET_MS = 330 * 60_000;

/** '2031-03-10 09:30' in India's time: a form every spreadsheet reads as a date. */
export function csvDateTime(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** '2500.00', '-12.50': rupees with two decimals, computed in integers so no paisa is lost. */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / PAISE_PER_RUPEE)}.${String(abs % PAISE_PER_RUPEE).padStart(2, '0')}`;
}

/**
 * A text cell: quoted when it holds a comma, quote or line break, and defused when a spreadsheet would
 * read it as a formula (a session title such as '=HYPERLINK(...)' typed by a mentee must stay text).
 */
export function csvText(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}
