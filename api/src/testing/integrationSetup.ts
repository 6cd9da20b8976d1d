/**
 * The integration project's global set-up: this run's database templates (databaseTemplates.ts), made before the
 * first test file and deleted after the last.
 */
import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates } from './databaseTemplates';
import { databaseKinds } from './testDatabases';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, dispose } = await createDatabaseTemplates(databaseKinds);
  project.provide('databaseTemplates', templates);
  return dispose;
}
