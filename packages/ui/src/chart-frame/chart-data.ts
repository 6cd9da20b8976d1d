/** Colours a chart may give a series: the foreground of each tinted pair, all over 7:1 on the card background. */
export const chartTones = ['neutral', 'success', 'info', 'warning', 'danger'] as const;

/** A chart colour (see {@link chartTones}). */
export type ChartTone = (typeof chartTones)[number];

/** One category of a chart: its label, its count and optionally its colour. */
export interface ChartDatum {
  label: string;
  value: number;
  tone?: ChartTone;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** A count with thousands separators (`12,345`). */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/**
 * `value` as a whole percentage of `total`. Shares that would round to 0% or 100% without being so say `<1%` or
 * `>99%`, so a small but present category never reads as none.
 */
export function formatShare(value: number, total: number): string {
  if (total <= 0 || value <= 0) return '0%';
  const percent = (value / total) * 100;
  if (percent < 1) return '<1%';
  if (percent > 99 && value < total) return '>99%';
  return `${Math.round(percent)}%`;
}

/** One sentence naming the largest categories, for the chart's text alternative. */
export function summarize(data: readonly ChartDatum[], total: number, unit: string): string {
  const shown = data.filter((datum) => datum.value > 0);
  if (shown.length === 0) return `No ${unit}.`;
  const largest = [...shown]
    .sort((a, b) => b.value - a.value)
    .slice(0, 3)
    .map((datum) => `${datum.label} ${formatCount(datum.value)} (${formatShare(datum.value, total)})`);
  return `${formatCount(total)} ${unit}. Largest: ${largest.join(', ')}.`;
}

const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A count in at most about four characters (`1.2K`, `3M`), for labels over narrow columns. */
export function formatCompact(value: number): string {
  return compactFormat.format(value);
}
