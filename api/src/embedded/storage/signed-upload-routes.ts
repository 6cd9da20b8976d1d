/**
 * `/storage/v1`: the Supabase Storage signed-upload contract over local storage (embedded mode),
 * so supabase-js `uploadToSignedUrl` and the SDK's upload both work unchanged. Accepts the file as
 * a raw body or as multipart form data (what storage-js sends for a browser `File`), streams it to
 * disk, and stops at 50 MB.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import Busboy from '@fastify/busboy';
import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MAX_UPLOAD_BYTES } from '../../storage/object-storage';
import { type LocalObjectStorage, StorageError } from './local-storage';

function requestBody(c: Context): Readable {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming) return incoming;
  if (!c.req.raw.body) return Readable.from([]);
  return Readable.fromWeb(c.req.raw.body as import('node:stream/web').ReadableStream);
}

/**
 * The first file part of a multipart body, as a stream (`@fastify/busboy`: parts after the first file are
 * read and discarded). A body that is not well-formed multipart (no boundary, cut short before a file)
 * is a 400.
 */
function multipartFile(body: Readable, contentType: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES + 1 },
      });
    } catch (error) {
      reject(
        new StorageError(400, 'InvalidRequest', `The form data cannot be read: ${(error as Error).message}`),
      );
      return;
    }
    let found = false;
    parser.on('file', (_name, file) => {
      found = true;
      resolve(file);
    });
    parser.on('error', (error) => {
      if (!found) {
        reject(
          new StorageError(
            400,
            'InvalidRequest',
            `The form data cannot be read: ${(error as Error).message}`,
          ),
        );
      }
    });
    // Emitted once the whole form has been parsed.
    parser.on('finish', () => {
      if (!found) reject(new StorageError(400, 'InvalidRequest', 'The form data has no file'));
    });
    body.pipe(parser);
  });
}

/** Builds the signed-upload routes over `storage`. */
export function signedUploadRoutes(storage: LocalObjectStorage) {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof StorageError) {
      // A refused upload may be partly unread (the 50 MB limit stops reading mid-body): the connection
      // cannot carry another request, and left open it would hang until the idle timeout.
      c.header('Connection', 'close');
      return c.json(
        { statusCode: String(error.status), error: error.error, message: error.message },
        error.status as ContentfulStatusCode,
      );
    }
    throw error;
  });

  // PUT /storage/v1/object/upload/sign/{bucket}/{path}?token= – upload one file with a signed ticket
  app.on(['PUT', 'POST'], '/object/upload/sign/:bucket/:path{.+}', async (c) => {
    const { bucket, path: objectPath } = c.req.param();
    const token = c.req.query('token');
    if (!token) throw new StorageError(400, 'InvalidRequest', 'Missing token');
    const file = storage.filePath(bucket, objectPath);
    const ticket = await storage.verifyUploadToken(token, bucket, objectPath);
    if (await storage.isSealed(bucket, objectPath)) {
      throw new StorageError(
        409,
        'Confirmed',
        'This file was confirmed for its order and can no longer be replaced. Create a new order to upload another file.',
      );
    }
    const upsert = ticket.upsert && c.req.header('x-upsert') === 'true';
    if (!upsert && existsSync(file)) throw new StorageError(409, 'Duplicate', 'The resource already exists');
    if (Number(c.req.header('content-length') ?? 0) > MAX_UPLOAD_BYTES * 1.01 + 64 * 1024) {
      throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    }
    const contentType = c.req.header('content-type') ?? '';
    const body = requestBody(c);
    const source = contentType.startsWith('multipart/form-data')
      ? await multipartFile(body, contentType)
      : body;
    await storage.writeWithLimit(file, source, MAX_UPLOAD_BYTES);
    return c.json({ Key: `${bucket}/${objectPath}`, Id: randomUUID() });
  });

  app.notFound((c) => c.json({ statusCode: '404', error: 'not_found', message: 'Not found' }, 404));
  return app;
}
