/**
 * Bucket and object names accepted by storage. Anything that could climb out of a bucket
 * (`..`, absolute paths, backslashes, empty segments, control characters) is refused.
 */
const BUCKET = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const SEGMENT = /^[A-Za-z0-9._-]{1,255}$/;

/** True when `bucket` and `path` name an object safely. */
export function isSafeObjectPath(bucket: string, path: string): boolean {
  if (!BUCKET.test(bucket)) return false;
  const segments = path.split('/');
  return (
    segments.length <= 16 &&
    segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..')
  );
}
