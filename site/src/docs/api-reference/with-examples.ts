/**
 * The API's OpenAPI document as the docs render it: the same paths and schemas, plus what a reader needs and the
 * contract does not state: a tag per resource (the reference's sidebar groups), an example of every JSON body
 * and CSV answer (sampled from its schema, so a new route gets one without hand edits), and a curl call.
 */
import { sample } from 'openapi-sampler';

type JsonObject = Record<string, unknown>;
type JsonSchema = Parameters<typeof sample>[0];

interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
}

interface Operation {
  tags?: string[];
  description?: string;
  security?: JsonObject[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}

/** The document shape this module reads; anything else passes through untouched. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

/** A results file of two rows: what a CSV answer looks like (its columns are in the results format guide). */
const csvExample = [
  'email,first_name,lp_email,lp_email_status,lp_score',
  'ada@acme.com,Ada,ada@acme.com,valid,80',
  'bob@gmial.com,Bob,bob@gmial.com,risky,35',
].join('\n');

/** `/api/lead-presets/{id}` → `Lead presets`: the resource a path belongs to. */
export function tagOfPath(apiPath: string): string {
  const resource = apiPath.split('/')[2] ?? 'api';
  const words = resource.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Values for string fields the contract leaves open, by field name: `"ada@acme.com"` reads better than `"string"`. */
const fieldExamples: Record<string, string> = {
  email: 'ada@acme.com',
  phone: '+1 415 555 0100',
  country: 'US',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Acme',
  title: 'Head of Sales',
  website: 'acme.com',
  url: 'https://crm.example.com/hooks/leadproof',
  name: 'nightly import',
};

/** `schema` with an `example` on each open string field that `fieldExamples` names (a copy). */
function withFieldExamples(schema: unknown, field?: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withFieldExamples(item));
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as JsonObject;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === 'properties' && typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withFieldExamples(sub, name)]))
        : withFieldExamples(value);
  }
  const open = node.type === 'string' && !('enum' in node || 'const' in node || 'format' in node);
  const example = field === undefined ? undefined : fieldExamples[field];
  if (open && example !== undefined && !('example' in node)) copy.example = example;
  return copy;
}

function exampleOf(mediaType: string, content: MediaType, document: OpenApiDocument, io: 'in' | 'out') {
  if (mediaType === 'text/csv') return csvExample;
  if (mediaType !== 'application/json' || !content.schema) return undefined;
  return sample(
    withFieldExamples(content.schema) as JsonSchema,
    { skipReadOnly: io === 'in', skipWriteOnly: io === 'out', quiet: true },
    document as object,
  );
}

function withContentExamples(
  content: Record<string, MediaType> | undefined,
  document: OpenApiDocument,
  io: 'in' | 'out',
) {
  if (!content) return content;
  return Object.fromEntries(
    Object.entries(content).map(([mediaType, entry]) => {
      const example = entry.example ?? exampleOf(mediaType, entry, document, io);
      return [mediaType, example === undefined ? entry : { ...entry, example }];
    }),
  );
}

/** A curl call of the operation, with its example body. */
function curlCall(method: string, apiPath: string, operation: Operation, body: unknown): string {
  const lines = [`curl -X ${method.toUpperCase()} "$LEADPROOF_URL${apiPath}"`];
  if (operation.security?.length) lines.push(`-H "Authorization: Bearer $LEADPROOF_API_KEY"`);
  if (body !== undefined) {
    lines.push(`-H "Content-Type: application/json"`, `-d '${JSON.stringify(body)}'`);
  }
  return ['```sh', lines.join(' \\\n  '), '```'].join('\n');
}

/** `document` with tags, examples and a curl call on every operation (a copy; the input is not changed). */
export function withExamples(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([apiPath, operations]) => [
      apiPath,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => {
          const requestContent = withContentExamples(operation.requestBody?.content, document, 'in');
          const responses = Object.fromEntries(
            Object.entries(operation.responses ?? {}).map(([status, response]) => [
              status,
              { ...response, content: withContentExamples(response.content, document, 'out') },
            ]),
          );
          const body = requestContent?.['application/json']?.example;
          const described: Operation = {
            ...operation,
            tags: operation.tags ?? [tagOfPath(apiPath)],
            description: [operation.description, curlCall(method, apiPath, operation, body)]
              .filter(Boolean)
              .join('\n\n'),
            ...(operation.requestBody
              ? { requestBody: { ...operation.requestBody, content: requestContent } }
              : {}),
            responses,
          };
          return [method, described];
        }),
      ),
    ]),
  );
  return { ...document, paths };
}
