/**
 * The docs collection's loader: Starlight's own pages under `src/content/docs/`, plus the repository guides of
 * `repoPages`, read from their files at build time (the files stay the one source of their text).
 */
import { readFile } from 'node:fs/promises';
import { docsLoader } from '@astrojs/starlight/loaders';
import type { Loader } from 'astro/loaders';
import { repoMarkdownToPage } from './repo-markdown';
import { pageUrlOfRepoFile, repoPages } from './repo-pages';

/** Starlight's docs loader, with the repository guides added as entries of the same collection. */
export function repoDocsLoader(): Loader {
  const starlightPages = docsLoader();
  return {
    name: 'leadproof-docs-loader',
    async load(context) {
      await starlightPages.load(context);
      const repoRoot = new URL('../', context.config.root);
      for (const page of repoPages) {
        const fileUrl = new URL(page.file, repoRoot);
        const source = await readFile(fileUrl, 'utf8');
        const body = repoMarkdownToPage(source, page.file, pageUrlOfRepoFile);
        const data = await context.parseData({
          id: page.slug,
          data: { title: page.title, description: page.description },
        });
        context.store.set({
          id: page.slug,
          data,
          body,
          digest: context.generateDigest(body),
          rendered: await context.renderMarkdown(body),
        });
      }
    },
  };
}
