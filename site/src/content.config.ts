/**
 * Content collections: Starlight's docs (the `/docs` section), including the repository's guides; and the customers'
 * changelog (`/changelog`), one dated Markdown file per release under `content/changelog/` (the operators' notes stay
 * in the repository's CHANGELOG.md: docs/decisions/site.md, "Two changelogs").
 */

import { defineCollection, z } from 'astro:content';
import { docsSchema } from '@astrojs/starlight/schema';
import { glob } from 'astro/loaders';
import { repoDocsLoader } from './docs/repo-docs-loader';

export const collections = {
  docs: defineCollection({ loader: repoDocsLoader(), schema: docsSchema() }),
  changelog: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/changelog' }),
    schema: z.object({
      /** The day the changes reached customers. */
      date: z.coerce.date(),
      /** What customers get, benefit first. */
      title: z.string().min(1),
    }),
  }),
};
