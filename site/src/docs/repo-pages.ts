/**
 * The repository's markdown guides that the `/docs` section publishes. Each file stays the one source of its
 * text: the docs build reads it as it is (see `repo-docs-loader.ts`), so the repository and the site never
 * hold two copies that could drift.
 */

/** A repository markdown file published as a `/docs` page. */
export interface RepoPage {
  /** Path from the repository root, e.g. `docs/cli.md`. */
  file: string;
  /** The page's slug in the docs collection; its URL is `/${slug}/`. */
  slug: string;
  /** The page title (the file's own `#` heading is dropped: Starlight prints the title). */
  title: string;
  description: string;
}

/** The published guides, in sidebar order. */
export const repoPages: readonly RepoPage[] = [
  {
    file: 'docs/cli.md',
    slug: 'docs/cli',
    title: 'CLI guide',
    description: 'Install the leadproof command-line tool, sign in, upload lists, wait, download results.',
  },
  {
    file: 'docs/results-format.md',
    slug: 'docs/results-format',
    title: 'Results format',
    description: 'What a results file holds: the lp_ columns, e-mail statuses and reasons, the report.',
  },
  {
    file: 'docs/scoring.md',
    slug: 'docs/connect-score',
    title: 'Connect score',
    description: 'How lp_score is computed: fixed, documented points for every feature of a contact.',
  },
  {
    file: 'docs/bounces.md',
    slug: 'docs/bounce-guarantee',
    title: 'Bounce guarantee',
    description:
      "Upload your platform's bounce export: credits back for addresses we called valid, and each order's measured accuracy.",
  },
  {
    file: 'docs/webhooks.md',
    slug: 'docs/webhooks',
    title: 'Webhooks',
    description: 'Signed events when an order ends or credits run low: payloads, verification, retries.',
  },
];

/** The URL of the page published from `file` (a repository path), if it is published. */
export function pageUrlOfRepoFile(file: string): string | undefined {
  const page = repoPages.find((candidate) => candidate.file === file);
  return page && `/${page.slug}/`;
}
