/**
 * The OpenAPI 3.1 document of `/api`, generated from the one contract in `@leadproof/contract`
 * (`contractRoutes` and their zod schemas), so it cannot drift from what the API validates.
 */

import { errorResponseSchema } from '@leadproof/contract/error';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@leadproof/contract/idempotency';
import { type ContractRoute, contractRoutes } from '@leadproof/contract/routes';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const statusText: Record<number, string> = {
  400: 'The request is invalid; the message names the field.',
  401: 'No valid access token or API key.',
  402: 'Not enough credits; nothing was charged.',
  403: 'The credentials may not do this.',
  404: 'Not found (also for other users’ resources).',
  409: 'The resource is not in a state that allows this.',
  410: "The order's files were deleted (file retention, or on request); the message says when and why.",
  413: 'The JSON body is over 1 MB, or the uploaded file over 50 MB.',
  422: 'Nothing in the request can be processed; the message says what to send instead, and nothing was charged.',
  429: 'Too many requests.',
  503: 'Not ready: starting, draining or cut off from a backend.',
};

function parameters(route: ContractRoute): JsonSchema[] {
  const params: JsonSchema[] = [];
  for (const name of route.path.match(/\{(\w+)\}/g) ?? []) {
    params.push({ name: name.slice(1, -1), in: 'path', required: true, schema: { type: 'string' } });
  }
  if (route.query) {
    const query = toSchema(route.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      params.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  if (route.method === 'POST') {
    const { description, ...schema } = toSchema(idempotencyKeySchema, 'input');
    params.push({ name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false, description, schema });
  }
  return params;
}

/** What the Idempotency-Key adds to a POST's errors (`middleware/idempotency`). */
const idempotencyErrors: Record<number, string> = {
  409:
    'A request with the same Idempotency-Key is in progress (`idempotency_key_in_use`): retry after Retry-After. ' +
    'Or it ran already and its answer was not kept (`idempotency_key_reused`: too large, or it held a secret).',
  422: 'The Idempotency-Key was used in the last 24 hours with another route, body or credential (`idempotency_key_reused`).',
};

const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function errorDescription(route: ContractRoute, status: number): string {
  const own = route.errors.includes(status) ? statusText[status] : undefined;
  const idempotency = route.method === 'POST' ? idempotencyErrors[status] : undefined;
  return [own, idempotency].filter(Boolean).join(' Or: ') || (statusText[status] ?? 'Error');
}

function operation(id: string, route: ContractRoute): JsonSchema {
  // A route that can stream documents its events as a second media type of the same answer.
  const streamed = route.streamEvent
    ? { 'application/x-ndjson': { schema: toSchema(route.streamEvent, 'output') } }
    : {};
  const success =
    route.responseType === 'json' && route.response
      ? {
          description: route.streamEvent
            ? 'OK. With `stream: true` in the body, `application/x-ndjson`: one event a line, as they happen.'
            : 'OK',
          content: { 'application/json': { schema: toSchema(route.response, 'output') }, ...streamed },
        }
      : route.responseType === 'csv'
        ? {
            description: route.workbook ? `OK. ${route.workbook}` : 'OK',
            content: {
              'text/csv': { schema: { type: 'string' } },
              ...(route.workbook
                ? { [XLSX_MEDIA_TYPE]: { schema: { type: 'string', contentMediaType: XLSX_MEDIA_TYPE } } }
                : {}),
            },
          }
        : route.responseType === 'zip'
          ? {
              description: 'OK',
              content: {
                'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } },
              },
            }
          : { description: 'No content' };
  const statuses = [...new Set([...route.errors, ...(route.method === 'POST' ? [409, 422] : [])])].sort(
    (a, b) => a - b,
  );
  const errors = Object.fromEntries(
    statuses.map((status) => {
      const own = route.errorBodies?.[status];
      const schema = own ? toSchema(own, 'output') : { $ref: '#/components/schemas/ErrorResponse' };
      return [
        String(status),
        { description: errorDescription(route, status), content: { 'application/json': { schema } } },
      ];
    }),
  );
  return {
    operationId: id,
    summary: route.summary,
    ...(route.auth ? { security: route.apiKey ? [{ bearer: [] }] : [{ session: [] }] } : { security: [] }),
    // The least API key scope the route needs (`full`, `verify`, `read`); buying leads needs `full`.
    ...(route.apiKeyScope ? { 'x-api-key-scope': route.apiKeyScope } : {}),
    parameters: parameters(route),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses: { [String(route.status)]: success, ...errors },
  };
}

/** Builds the document; `serverUrl` is where this deployment answers. */
export function buildOpenApiDocument(serverUrl: string, version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [id, route] of Object.entries(contractRoutes) as Array<[string, ContractRoute]>) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = operation(id, route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Leadproof API',
      version,
      description:
        'Verify contact lists and buy verified leads. Errors share one body: `{error: {code, message}}`.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { ErrorResponse: toSchema(errorResponseSchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A session access token or an API key.' },
        session: {
          type: 'http',
          scheme: 'bearer',
          description: 'A session access token (API keys are refused).',
        },
      },
    },
  };
}
