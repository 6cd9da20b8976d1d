// The house's one file-name case (issue 36, item 6): source files and folders in kebab-case, as hono's and the
// engine's are. Read by `check-file-names.mjs`, the test command's check; the one-off rename that applied it
// (`kebab-case-files.mjs`) is in the history at b07ff0d.

const sourceExtensions = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx|astro)$/;

/** `name` in kebab-case: `OrdersPage` → `orders-page`, `parseCSVRow` → `parse-csv-row`, `node24Smoke` → `node24-smoke`. */
export function kebabCase(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * Whether the tracked `path` keeps its name: files other than source (fixtures, licences, documents), Astro's routed
 * pages and content collections (their names are URLs), and database migrations (their names are their order).
 */
export function isExemptFromKebabCase(path, isFile) {
  if (/^site\/src\/(pages|content)(\/|$)/.test(path)) return true;
  if (/^api\/migrations(\/|$)/.test(path)) return true;
  if (/(^|\/)node_modules(\/|$)/.test(path)) return true;
  return isFile && !sourceExtensions.test(path);
}
