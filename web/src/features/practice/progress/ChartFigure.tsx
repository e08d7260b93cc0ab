import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { UplotChart, type ChartAxis, type ChartLine } from './UplotChart';

/** A line's key: its colour and dash as drawn, and its name. */
function Legend({ lines }: { lines: ChartLine[] }) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {lines.map((line) => (
        <li key={line.label} className="inline-flex items-center gap-2">
          <svg width="24" height="10" viewBox="0 0 24 10" className="shrink-0">
            <line x1="1" y1="5" x2="23" y2="5" stroke={line.color} strokeWidth="2.5" strokeDasharray={line.dash?.join(' ')} />
            <circle cx="12" cy="5" r="3.5" fill={line.color} />
          </svg>
          {line.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * A chart with its key, and the same figures as a table: read out by screen readers (the drawing
 * is hidden from them), shown to anyone who asks ("Show the figures"), and shown instead of the
 * drawing when the chart cannot be drawn.
 */
export function ChartFigure({
  title,
  description,
  controls,
  x,
  lines,
  y,
  table,
  empty,
}: {
  title: string;
  description?: ReactNode;
  controls?: ReactNode;
  x: number[];
  lines: ChartLine[];
  y: ChartAxis;
  table: ReactNode;
  /** Shown instead of the chart and its table when there is nothing to draw. */
  empty?: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const headingId = useId();
  const tableVisible = failed || showTable;
  return (
    <figure aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="font-semibold text-primary-900">
          {title}
        </h3>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
      {controls}
      {empty ?? (
        <>
          {!failed && (
            <>
              <Legend lines={lines} />
              <UplotChart x={x} lines={lines} y={y} onFailed={() => setFailed(true)} />
            </>
          )}
          {failed && <p className="text-sm text-slate-600">The chart could not be drawn: here are its figures.</p>}
          <div id={tableId} className={cn('overflow-x-auto', !tableVisible && 'sr-only')}>
            {table}
          </div>
          {!failed && (
            <button
              type="button"
              aria-controls={tableId}
              aria-expanded={showTable}
              className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-primary-700 underline-offset-2 hover:underline"
              onClick={() => setShowTable((v) => !v)}
            >
              {showTable ? 'Hide the figures' : 'Show the figures'}
            </button>
          )}
        </>
      )}
    </figure>
  );
}

/** The figures' table, styled alike everywhere on the page. */
export function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          {head.map((h) => (
            <th key={h} scope="col" className="px-2 py-1.5 align-bottom font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, i) => (
          <tr key={i} className="border-b border-slate-100 last:border-0">
            {cells.map((cell, j) => (
              <td key={j} className="px-2 py-1.5 text-slate-800 tabular-nums first:whitespace-nowrap">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
