/** Content collections: Starlight's docs (the `/docs` section), including the repository's guides. */

import { defineCollection } from 'astro:content';
import { docsSchema } from '@astrojs/starlight/schema';
import { repoDocsLoader } from './docs/repoDocsLoader';

export const collections = {
  docs: defineCollection({ loader: repoDocsLoader(), schema: docsSchema() }),
};
