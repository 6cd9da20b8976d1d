/**
 * The integration project's global set-up: this run's database templates (database-templates.ts), made before the
 * first test file and deleted after the last.
 */
import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates } from './database-templates';
import { databaseKinds } from './test-databases';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, dispose } = await createDatabaseTemplates(databaseKinds);
  project.provide('databaseTemplates', templates);
  return dispose;
}
