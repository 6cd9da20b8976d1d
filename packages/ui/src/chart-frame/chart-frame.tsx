import { forwardRef, type ReactNode, useId } from 'react';
import { cx } from '../theme/cx';
import { visuallyHidden } from '../theme/visually-hidden.css';
import * as styles from './chart-frame.css';
import { type ChartDatum, formatCount, formatShare } from './chart-data';

/** Props of `ChartFrame`. */
export interface ChartFrameProps {
  /** The chart's title, shown as a heading in its caption. */
  title: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** A line under the title: what is counted, what the percentages are of. */
  description?: string;
  /** The categories, drawn by `children` and listed in the data table. */
  data: readonly ChartDatum[];
  /** What the percentages are of. */
  total: number;
  /** The text alternative of the picture (screen readers read it instead of the shapes). */
  summary: string;
  /** Header of the table's first column, e.g. "Status". */
  labelHeader: string;
  /** Header of the counts column, e.g. "Rows". */
  valueHeader: string;
  /** Shown instead of the picture when every count is 0 or there are no categories. */
  emptyText: string;
  /** The picture; its text is presentational (the summary and the table carry it). */
  children: ReactNode;
  className?: string;
}

/**
 * What every chart shares: a `<figure>` named by its title, the picture as one image with a text summary, a
 * visually hidden data table with counts and percentages, and an empty state.
 */
export const ChartFrame = forwardRef<HTMLElement, ChartFrameProps>(function ChartFrame(
  {
    title,
    headingLevel: Heading = 'h3',
    description,
    data,
    total,
    summary,
    labelHeader,
    valueHeader,
    emptyText,
    children,
    className,
  },
  ref,
) {
  const titleId = useId();
  const isEmpty = data.every((datum) => datum.value <= 0);
  return (
    <figure ref={ref} className={cx(styles.figure, className)} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </figcaption>
      {isEmpty ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          <div role="img" aria-label={summary}>
            {children}
          </div>
          <table className={visuallyHidden}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                <th scope="col">{valueHeader}</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {data.map((datum) => (
                <tr key={datum.label}>
                  <th scope="row">{datum.label}</th>
                  <td>{formatCount(datum.value)}</td>
                  <td>{formatShare(datum.value, total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
});
ChartFrame.displayName = 'ChartFrame';
