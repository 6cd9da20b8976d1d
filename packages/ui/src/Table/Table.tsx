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
import * as styles from './Table.css';

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

/**
 * A data table inside a horizontally scrolling wrapper. When the table is wider than its wrapper (a phone), the
 * wrapper takes focus so keyboard users can scroll it (axe `scrollable-region-focusable`); it is a region named like
 * the table when the table has an `aria-label`.
 */
export const Table = forwardRef<HTMLTableElement, TableHTMLAttributes<HTMLTableElement>>(function Table(
  { className, ...props },
  ref,
) {
  const [wrapperRef, scrolls] = useScrollsSideways<HTMLDivElement>();
  const label = props['aria-label'];
  const tabIndex = scrolls ? 0 : undefined;
  const table = <table ref={ref} className={cx(styles.table, className)} {...props} />;
  return label ? (
    <section ref={wrapperRef} className={styles.wrapper} tabIndex={tabIndex} aria-label={label}>
      {table}
    </section>
  ) : (
    <div ref={wrapperRef} className={styles.wrapper} tabIndex={tabIndex}>
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

/** A data cell. */
export const TableCell = forwardRef<HTMLTableCellElement, TdHTMLAttributes<HTMLTableCellElement>>(
  function TableCell({ className, ...props }, ref) {
    return <td ref={ref} className={cx(styles.cell, className)} {...props} />;
  },
);
TableCell.displayName = 'TableCell';

/** The table's caption, shown below it. */
export const TableCaption = forwardRef<HTMLTableCaptionElement, HTMLAttributes<HTMLTableCaptionElement>>(
  function TableCaption({ className, ...props }, ref) {
    return <caption ref={ref} className={cx(styles.caption, className)} {...props} />;
  },
);
TableCaption.displayName = 'TableCaption';
