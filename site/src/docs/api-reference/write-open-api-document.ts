/**
 * Writes the OpenAPI document the API reference is rendered from. It calls the API's own generator (the
 * document `/api/openapi.json` serves, built from the SDK contract), so the site build needs no running server
 * and a route added to the contract appears in the reference without an edit here.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiDocument } from '@leadproof/api/openapi';
import apiPackage from '@leadproof/api/package.json' with { type: 'json' };
import { type OpenApiDocument, withExamples } from './with-examples';

/** Writes the document for a server at `serverUrl` to `file`; resolves with the file's path. */
export async function writeOpenApiDocument(file: string, serverUrl: string): Promise<string> {
  const document = buildOpenApiDocument(serverUrl, apiPackage.version) as unknown as OpenApiDocument;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(withExamples(document), null, 2)}\n`);
  return file;
}
