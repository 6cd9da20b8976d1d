import { describe, expect, it } from 'vitest';
import { type OpenApiDocument, tagOfPath, withExamples } from './with-examples';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/api/orders': {
      post: {
        security: [{ bearer: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { type: { type: 'string', enum: ['upload_csv'] } } },
            },
          },
        },
        responses: {
          '201': {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } },
              },
            },
          },
          '402': {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
          },
        },
      },
    },
    '/api/orders/{id}/results.csv': {
      get: { responses: { '200': { content: { 'text/csv': { schema: { type: 'string' } } } } } },
    },
  },
  components: {
    schemas: {
      ErrorResponse: {
        type: 'object',
        properties: { error: { type: 'object', properties: { code: { type: 'string' } } } },
      },
    },
  },
};

describe('withExamples', () => {
  const post = withExamples(document).paths['/api/orders']?.post;

  it('samples an example for the request body and every JSON response, errors included', () => {
    expect(post?.requestBody?.content?.['application/json']?.example).toEqual({ type: 'upload_csv' });
    expect(post?.responses?.['201']?.content?.['application/json']?.example).toEqual({
      id: expect.any(String),
    });
    expect(post?.responses?.['402']?.content?.['application/json']?.example).toEqual({
      error: { code: 'string' },
    });
  });

  it('fills open string fields it knows by name with readable values', () => {
    const contact = withExamples({
      paths: {
        '/api/verify': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      email: { type: 'string', maxLength: 1024 },
                      country: { type: 'string', enum: ['DE'] },
                      other: { type: 'string' },
                    },
                  },
                },
              },
            },
          },
        },
      },
    }).paths['/api/verify']?.post?.requestBody?.content?.['application/json']?.example;
    expect(contact).toEqual({ email: 'ada@acme.com', country: 'DE', other: 'string' });
  });

  it('shows a CSV answer as rows of a results file', () => {
    const csv = withExamples(document).paths['/api/orders/{id}/results.csv']?.get;
    expect(csv?.responses?.['200']?.content?.['text/csv']?.example).toMatch(/^email,.*lp_email_status/);
  });

  it('adds a curl call with the token and the example body', () => {
    expect(post?.description).toContain('curl -X POST "$LEADPROOF_URL/api/orders"');
    expect(post?.description).toContain('Authorization: Bearer $LEADPROOF_API_KEY');
    expect(post?.description).toContain(`-d '{"type":"upload_csv"}'`);
  });

  it('groups operations by the resource of their path', () => {
    expect(post?.tags).toEqual(['Orders']);
    expect(tagOfPath('/api/lead-presets/{id}')).toBe('Lead presets');
  });
});
