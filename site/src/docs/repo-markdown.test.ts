import { describe, expect, it } from 'vitest';
import { repoMarkdownToPage } from './repo-markdown';
import { pageUrlOfRepoFile, repoPages } from './repo-pages';

describe('repoMarkdownToPage', () => {
  const page = (source: string) => repoMarkdownToPage(source, 'docs/cli.md', pageUrlOfRepoFile);

  it('drops the file title, which the page prints itself', () => {
    expect(page('# The `leadproof` tool\n\nIntro.\n\n# Not the title\n')).toBe('Intro.\n\n# Not the title\n');
  });

  it('points links to published guides at their pages, keeping the fragment', () => {
    expect(page('See [the format](results-format.md#filtered-downloads) and [hooks](webhooks.md).')).toBe(
      'See [the format](/docs/results-format/#filtered-downloads) and [hooks](/docs/webhooks/).',
    );
    expect(page('The [score](scoring.md).')).toBe('The [score](/docs/connect-score/).');
  });

  it('keeps only the text of links into the repository that the site does not publish', () => {
    expect(
      page('An [example](../packages/sdk/examples/create-api-key.ts) and [`bench`](benchmarks.md#cli).'),
    ).toBe('An example and `bench`.');
  });

  it('leaves anchors, site paths and other sites alone, and code untouched', () => {
    const source =
      '[a](#install) [b](/pricing) [c](https://www.standardwebhooks.com)\n\n```md\n[d](scoring.md)\n```\n';
    expect(page(source)).toBe(source);
  });

  it('publishes every listed guide under /docs', () => {
    for (const { file, slug } of repoPages) {
      expect(slug.startsWith('docs/')).toBe(true);
      expect(pageUrlOfRepoFile(file)).toBe(`/${slug}/`);
    }
  });
});
