import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { forwardRef } from 'react';
import { ChartFrame } from '../chart-frame/chart-frame';
import * as frame from '../chart-frame/chart-frame.css';
import { type ChartDatum, type ChartTone, formatCompact, summarize } from '../chart-frame/chart-data';
import * as styles from './histogram.css';

/** One bin of a histogram: its label in the table ("30–39"), its tick under the bar ("30") and its count. */
export interface HistogramBin extends ChartDatum {
  tick?: string;
}

/** Props of `Histogram`. */
export interface HistogramProps {
  /** The chart's title, e.g. "Connect scores". */
  title: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  description?: string;
  /** The bins, left to right. */
  bins: readonly HistogramBin[];
  /** What the bins measure, under the axis and as the table's first header ("Connect score"). */
  binLabel: string;
  /** What is counted, plural ("rows"). */
  unit?: string;
  /** Colour of the columns. */
  tone?: ChartTone;
  emptyText?: string;
  className?: string;
}

// The SVG's coordinate space; it scales to the width of its container (375 px phones included).
const WIDTH = 320;
const HEIGHT = 160;
const MARGIN = { top: 14, bottom: 18, left: 2, right: 2 };

/**
 * Columns of counts over ordered bins (a distribution, such as connect scores in buckets of ten), each labelled with
 * its count; a figure with a text summary and a hidden data table (`ChartFrame`).
 */
export const Histogram = forwardRef<HTMLElement, HistogramProps>(function Histogram(
  {
    title,
    headingLevel,
    description,
    bins,
    binLabel,
    unit = 'rows',
    tone = 'info',
    emptyText = 'Nothing to show.',
    className,
  },
  ref,
) {
  const total = bins.reduce((sum, bin) => sum + bin.value, 0);
  const max = Math.max(0, ...bins.map((bin) => bin.value));
  const x = scaleBand<string>({
    domain: bins.map((bin) => bin.label),
    range: [MARGIN.left, WIDTH - MARGIN.right],
    padding: 0.15,
  });
  const baseline = HEIGHT - MARGIN.bottom;
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [baseline, MARGIN.top] });
  return (
    <ChartFrame
      ref={ref}
      title={title}
      headingLevel={headingLevel}
      description={description}
      data={bins}
      total={total}
      summary={`${binLabel}: ${summarize(bins, total, unit)}`}
      labelHeader={binLabel}
      valueHeader={unit.charAt(0).toUpperCase() + unit.slice(1)}
      emptyText={emptyText}
      className={className}
    >
      <svg className={styles.plot} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {bins.map((bin) => {
          const left = x(bin.label) ?? 0;
          const centre = left + x.bandwidth() / 2;
          const top = y(bin.value);
          return (
            <g key={bin.label}>
              {bin.value > 0 ? (
                <Bar
                  className={frame.fill[bin.tone ?? tone]}
                  x={left}
                  // A present bin keeps a visible sliver however small its count.
                  y={Math.min(top, baseline - 1)}
                  width={x.bandwidth()}
                  height={Math.max(1, baseline - top)}
                />
              ) : null}
              <text
                className={styles.count}
                x={centre}
                y={Math.min(top, baseline - 1) - 3}
                textAnchor="middle"
              >
                {formatCompact(bin.value)}
              </text>
              <text className={styles.tick} x={centre} y={HEIGHT - 4} textAnchor="middle">
                {bin.tick ?? bin.label}
              </text>
            </g>
          );
        })}
        <line className={styles.axis} x1={0} x2={WIDTH} y1={baseline + 0.5} y2={baseline + 0.5} />
      </svg>
      <p className={styles.axisLabel}>{binLabel}</p>
    </ChartFrame>
  );
});
Histogram.displayName = 'Histogram';
