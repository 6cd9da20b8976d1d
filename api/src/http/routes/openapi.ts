import { Hono } from 'hono';
import packageJson from '../../../package.json' with { type: 'json' };
import type { AppEnv } from '../app-env';
import { buildOpenApiDocument } from '../openapi/build-open-api-document';

/** `/api/openapi.json`: the contract as OpenAPI 3.1 (public). */
export function openApiRoutes() {
  const app = new Hono<AppEnv>();
  let cached: string | undefined;

  // GET /api/openapi.json – the API's OpenAPI document, generated from the SDK contract
  app.get('/', (c) => {
    cached ??= JSON.stringify(buildOpenApiDocument(c.var.services.config.publicUrl, packageJson.version));
    c.header('Content-Type', 'application/json; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(cached);
  });

  return app;
}
