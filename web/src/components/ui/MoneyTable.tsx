import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface MoneyColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Amounts: right-aligned with even-width figures. */
  numeric?: boolean;
}

/**
 * A table on wide screens, a stack of cards on phones (each cell with its column's name), so
 * nothing scrolls sideways at 360 px.
 */
export function MoneyTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  className,
}: {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly MoneyColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  className?: string;
}) {
  return (
    <table className={cn('w-full text-sm max-md:block', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:hidden">
        <tr className="border-b border-slate-200 text-left text-slate-600">
          {columns.map((c) => (
            <th key={c.header} scope="col" className={cn('px-3 py-2 font-semibold', c.numeric && 'text-right')}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="border-b border-slate-100 align-top max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-3"
          >
            {columns.map((c) => (
              <td
                key={c.header}
                className={cn(
                  'px-3 py-2 max-md:flex max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1',
                  c.numeric && 'text-right tabular-nums',
                )}
              >
                <span className="font-medium text-slate-600 md:hidden">
                  {c.header}
                </span>
                <span className="min-w-0 break-words max-md:text-right">{c.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
