import { startTestServer, type TestServer } from './start-test-server';

/**
 * Two servers for Supabase-mode tests: `project` plays the Supabase project (its built-in auth server), `api` runs
 * against it with the project's URL and anon key, as a production deployment on Supabase does.
 */
export async function startApiOnSupabaseProject(): Promise<{ project: TestServer; api: TestServer }> {
  const project = await startTestServer('pglite');
  const { supabaseAnonKey } = (await (await fetch(`${project.url}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const api = await startTestServer('pglite', {
    SUPABASE_URL: project.url,
    SUPABASE_ANON_KEY: supabaseAnonKey,
  });
  return { project, api };
}
