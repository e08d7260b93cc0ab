import { plural } from '@ssb/domain';

const unit = (n: number, word: string) => plural(n, word, `${word}s`);

/**
 * How long until a start, as the dashboard's countdown reads: '2 days 3 hours', '3 hours 12 minutes', then minutes
 * and seconds in the last hour ('12:05'); 'now' once it is reached.
 */
export function startsIn(ms: number): string {
  if (ms <= 0) return 'now';
  const seconds = Math.ceil(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
