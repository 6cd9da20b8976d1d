import * as page from '../../lib/page.css';
import * as styles from './order-files.css';

/** Props of `FilesDeletedNotice`. */
export interface FilesDeletedNoticeProps {
  /** The server's words (the 410 `files_deleted` message), e.g. "Files deleted after 30 days: this order's files…". */
  message: string;
}

/**
 * What an order file's preview shows, in place of the table and Download, once the order's files are deleted:
 * the server's message, its "Files deleted …" part as the heading. Not an error: the order is fine.
 */
export function FilesDeletedNotice({ message }: FilesDeletedNoticeProps) {
  const colon = message.indexOf(': ');
  const title = colon === -1 ? message : message.slice(0, colon);
  const rest = colon === -1 ? '' : message.slice(colon + 2);
  return (
    <div className={page.emptyState} role="status">
      <p className={styles.noticeTitle}>{title}</p>
      {rest ? <p className={styles.noticeText}>{rest.charAt(0).toUpperCase() + rest.slice(1)}</p> : null}
    </div>
  );
}
