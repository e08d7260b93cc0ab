import { useEffect, useRef, useState } from 'react';
// Types only: erased from the bundle. The library itself is imported when a chart is first drawn,
// so it is its own chunk, fetched by the progress page alone.
import type uPlot from 'uplot';

export type ChartLine = { label: string; color: string; dash?: number[]; values: (number | null)[] };
export type ChartAxis = { range: [number, number]; splits: number[]; format: (value: number) => string; /** the lowest value at the top (OIR: 1 is best) */ reverse?: boolean };

let loading: Promise<typeof uPlot> | null = null;
/** The library and its styles, fetched once for every chart of the page (and again after a failure). */
function loadUplot(): Promise<typeof uPlot> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
    .then(([mod]) => mod.default)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

const DAY = 86_400;
const dayMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: '2-digit' });

/** The x axis's labels: day and month, with the year when the chart spans more than one. */
function timeLabels(splits: number[]): string[] {
  const years = new Set(splits.map((s) => new Date(s * 1000).getFullYear()));
  const format = years.size > 1 ? dayMonthYear : dayMonth;
  return splits.map((s) => format.format(new Date(s * 1000)));
}

function options(width: number, height: number, lines: ChartLine[], y: ChartAxis, font: string): uPlot.Options {
  const axis = { stroke: '#475569', font, grid: { stroke: '#e2e8f0', width: 1 }, ticks: { stroke: '#cbd5e1', width: 1, size: 4 } };
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 9 } },
    scales: {
      // A little room either side so the first and last points are whole; a day either side of a lone one.
      x: { time: true, range: (_u, min, max) => (min === max ? [min - DAY, max + DAY] : [min - (max - min) * 0.04, max + (max - min) * 0.04]) },
      y: { range: y.range, dir: y.reverse ? -1 : 1 },
    },
    axes: [
      { ...axis, size: 32, space: 56, values: (_u, splits) => timeLabels(splits) },
      { ...axis, size: 44, splits: () => y.splits, values: (_u, splits) => splits.map(y.format) },
    ],
    series: [
      {},
      ...lines.map((line) => ({
        label: line.label,
        stroke: line.color,
        width: 2,
        dash: line.dash,
        spanGaps: true,
        points: { show: true, size: 7, fill: line.color, stroke: line.color },
      })),
    ],
  };
}

/**
 * One uPlot line chart, as wide as its box and redrawn when that changes. `onFailed` is told when the
 * library could not be loaded or drawn (offline, say): the caller then shows its table instead.
 */
export function UplotChart({ x, lines, y, height = 240, onFailed }: { x: number[]; lines: ChartLine[]; y: ChartAxis; height?: number; onFailed: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    loadUplot()
      .then((UPlot) => {
        if (cancelled) return;
        const font = `12px ${getComputedStyle(el).fontFamily || 'system-ui, sans-serif'}`;
        const data = [x, ...lines.map((l) => l.values)] as uPlot.AlignedData;
        chart = new UPlot(options(Math.max(el.clientWidth, 240), height, lines, y, font), data, el);
        setDrawn(true);
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() => {
            const width = Math.max(el.clientWidth, 240);
            if (chart && width !== chart.width) chart.setSize({ width, height });
          });
          observer.observe(el);
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('The chart could not be drawn', error);
        failed.current();
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [x, lines, y, height]);

  return (
    <div ref={box} aria-hidden="true" className="relative w-full overflow-hidden" style={{ minHeight: height }} data-drawn={drawn || undefined}>
      {!drawn && <div className="absolute inset-0 animate-pulse rounded-md bg-slate-100" />}
    </div>
  );
}
