import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { forwardRef } from 'react';
import { ChartFrame } from '../chart-frame/chart-frame';
import * as frame from '../chart-frame/chart-frame.css';
import { type ChartDatum, formatCount, formatShare, summarize } from '../chart-frame/chart-data';
import * as styles from './bar-chart.css';

/** Props of `BarChart`. */
export interface BarChartProps {
  /** The chart's title, e.g. "E-mail verdicts". */
  title: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** A line under the title, e.g. what the percentages are of. */
  description?: string;
  /** The categories in the order to show them. */
  data: readonly ChartDatum[];
  /** What the percentages are of; the sum of `data` when omitted (give it when a row can count twice). */
  total?: number;
  /** Header of the data table's first column. */
  labelHeader?: string;
  /** What is counted, plural: the table's header and the summary's unit ("rows"). */
  unit?: string;
  /** Shown when there is nothing to draw. */
  emptyText?: string;
  className?: string;
}

// The bar's own coordinate space: the SVG stretches it to the column's width.
const WIDTH = 100;
const HEIGHT = 12;

/**
 * Horizontal bars, one per category, with its count and percentage beside it; a figure with a text summary and a
 * hidden data table (`ChartFrame`). Bars scale to the largest category.
 */
export const BarChart = forwardRef<HTMLElement, BarChartProps>(function BarChart(
  {
    title,
    headingLevel,
    description,
    data,
    total,
    labelHeader = 'Category',
    unit = 'rows',
    emptyText = 'Nothing to show.',
    className,
  },
  ref,
) {
  const base = total ?? data.reduce((sum, datum) => sum + datum.value, 0);
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const x = scaleLinear<number>({ domain: [0, max || 1], range: [0, WIDTH] });
  return (
    <ChartFrame
      ref={ref}
      title={title}
      headingLevel={headingLevel}
      description={description}
      data={data}
      total={base}
      summary={summarize(data, base, unit)}
      labelHeader={labelHeader}
      valueHeader={unit.charAt(0).toUpperCase() + unit.slice(1)}
      emptyText={emptyText}
      className={className}
    >
      <ul className={styles.rows}>
        {data.map((datum) => (
          <li key={datum.label} className={styles.row}>
            <span className={styles.label}>{datum.label}</span>
            <svg
              className={styles.bar}
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <rect className={frame.track} width={WIDTH} height={HEIGHT} rx={2} />
              {datum.value > 0 ? (
                <Bar
                  className={frame.fill[datum.tone ?? 'info']}
                  // A present category keeps a visible sliver however small its share.
                  width={Math.max(1, x(datum.value))}
                  height={HEIGHT}
                  rx={2}
                />
              ) : null}
            </svg>
            <span className={styles.figures}>
              {formatCount(datum.value)}
              <span className={styles.share}>{formatShare(datum.value, base)}</span>
            </span>
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
});
BarChart.displayName = 'BarChart';
