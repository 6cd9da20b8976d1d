import {
  forwardRef,
  type HTMLAttributes,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
  useEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../theme/cx';
import * as styles from './table.css';

/**
 * Whether the element scrolls sideways, kept up to date as it or its content resizes. Only then does a table's
 * wrapper need a Tab stop: a table that fits would otherwise cost keyboard users one stop for nothing.
 */
function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    // Where there is no ResizeObserver (jsdom), the first measurement stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

/** How a table fits a narrow space: it scrolls sideways, or each row becomes a card. */
export const tableLayouts = ['scroll', 'cards'] as const;
export type TableLayout = (typeof tableLayouts)[number];

/** Props of `Table`. */
export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /**
   * `scroll`: the wrapper scrolls sideways when the table is wider (a CSV preview). `cards`: where the wrapper is
   * narrower than `tableCardsBelow` (a phone), each row is a card of `label: value` lines (`TableCell` `label`) and
   * nothing scrolls sideways. @default 'scroll'
   */
  layout?: TableLayout;
}

/**
 * A data table inside a wrapper. When the table is wider than its wrapper (a phone), the wrapper scrolls sideways
 * and takes focus so keyboard users can scroll it (axe `scrollable-region-focusable`), unless `layout="cards"`
 * stacks its rows; it is a region named like the table when the table has an `aria-label`.
 */
export const Table = forwardRef<HTMLTableElement, TableProps>(function Table(
  { className, layout = 'scroll', ...props },
  ref,
) {
  const [wrapperRef, scrolls] = useScrollsSideways<HTMLDivElement>();
  const label = props['aria-label'];
  const tabIndex = scrolls ? 0 : undefined;
  const wrapper = cx(styles.wrapper, layout === 'cards' && styles.cardsWrapper);
  const table = (
    <table ref={ref} className={cx(styles.table, layout === 'cards' && styles.cards, className)} {...props} />
  );
  return label ? (
    <section ref={wrapperRef} className={wrapper} tabIndex={tabIndex} aria-label={label}>
      {table}
    </section>
  ) : (
    <div ref={wrapperRef} className={wrapper} tabIndex={tabIndex}>
      {table}
    </div>
  );
});
Table.displayName = 'Table';

/** `<thead>`. */
export const TableHeader = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(
  function TableHeader({ className, ...props }, ref) {
    return <thead ref={ref} className={cx(styles.header, className)} {...props} />;
  },
);
TableHeader.displayName = 'TableHeader';

/** `<tbody>`. */
export const TableBody = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(
  function TableBody({ className, ...props }, ref) {
    return <tbody ref={ref} className={cx(styles.body, className)} {...props} />;
  },
);
TableBody.displayName = 'TableBody';

/** `<tfoot>`. */
export const TableFooter = forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(
  function TableFooter({ className, ...props }, ref) {
    return <tfoot ref={ref} className={cx(styles.footer, className)} {...props} />;
  },
);
TableFooter.displayName = 'TableFooter';

/** `<tr>`. */
export const TableRow = forwardRef<HTMLTableRowElement, HTMLAttributes<HTMLTableRowElement>>(
  function TableRow({ className, ...props }, ref) {
    return <tr ref={ref} className={cx(styles.row, className)} {...props} />;
  },
);
TableRow.displayName = 'TableRow';

/** A header cell; `scope` defaults to "col". */
export const TableHead = forwardRef<HTMLTableCellElement, ThHTMLAttributes<HTMLTableCellElement>>(
  function TableHead({ className, scope, ...props }, ref) {
    return <th ref={ref} scope={scope ?? 'col'} className={cx(styles.head, className)} {...props} />;
  },
);
TableHead.displayName = 'TableHead';

/** Props of `TableCell`. */
export interface TableCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The column's name, shown before the value when a `layout="cards"` table shows its rows as cards. */
  label?: string | undefined;
}

/** A data cell; with `label`, a line `label  value` of its row's card in a narrow `layout="cards"` table. */
export const TableCell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell(
  { className, label, children, ...props },
  ref,
) {
  if (label === undefined)
    return (
      <td ref={ref} className={cx(styles.cell, className)} {...props}>
        {children}
      </td>
    );
  return (
    <td ref={ref} className={cx(styles.cell, className)} data-label="" {...props}>
      {/* Shown (and read) only on a card, whose column headers are hidden. */}
      <span className={styles.cellLabel}>{label}</span>
      <div className={styles.cellValue}>{children}</div>
    </td>
  );
});
TableCell.displayName = 'TableCell';

/** The table's caption, shown below it. */
export const TableCaption = forwardRef<HTMLTableCaptionElement, HTMLAttributes<HTMLTableCaptionElement>>(
  function TableCaption({ className, ...props }, ref) {
    return <caption ref={ref} className={cx(styles.caption, className)} {...props} />;
  },
);
TableCaption.displayName = 'TableCaption';
