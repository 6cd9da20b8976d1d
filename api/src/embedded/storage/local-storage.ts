/**
 * Object storage in a local folder (`$LEADPROOF_DATA_DIR/storage/{bucket}/{path}`) with signed
 * upload tickets: short JWTs (HS256, secret kept in the database) naming one bucket and path.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/database';
import { makePrivateDir } from '../../lifecycle/private-dir';
import { isSafeObjectPath } from '../../storage/object-path';
import {
  type ObjectStorage,
  SIGNED_UPLOAD_TTL_SECONDS,
  type SignedUpload,
} from '../../storage/object-storage';

/** Why a signed upload was refused; `status` and `error` follow Supabase Storage's error body. */
export class StorageError extends Error {
  override name = 'StorageError';

  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/** Temporary files of uploads in progress: `{object}.upload-{12 hex digits}`. */
const UPLOAD_TEMPORARY = /\.upload-[0-9a-f]{12}$/;
/**
 * Age after which an upload's temporary file belongs to no live request: a stalled upload is cut
 * after `HTTP_IDLE_TIMEOUT_SECONDS` and a 50 MB body streams in minutes at worst.
 */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Deletes the temporary files of uploads that a killed process left behind. Other processes may be
 * writing uploads into the same folder, so only files untouched for an hour are removed.
 */
async function removeAbandonedUploads(root: string, now = Date.now()): Promise<void> {
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !UPLOAD_TEMPORARY.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs < ABANDONED_AFTER_MS) continue;
    await rm(file, { force: true });
  }
}

export class LocalObjectStorage implements ObjectStorage {
  private constructor(
    readonly root: string,
    private readonly secret: Uint8Array,
  ) {}

  /** Opens the storage folder under `dataDir`, creating its signing secret on first start. */
  static async open(dataDir: string, database: Database): Promise<LocalObjectStorage> {
    const key = 'storage.signing_secret';
    await database.db
      .insertInto('app_settings')
      .values({ key, value: JSON.stringify(randomBytes(32).toString('base64url')) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await database.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    const root = path.join(dataDir, 'storage');
    // In production without Supabase Storage this may be what creates the data directory.
    await makePrivateDir(root);
    await removeAbandonedUploads(root);
    return new LocalObjectStorage(root, Buffer.from(row.value as string, 'base64url'));
  }

  /** The file behind an object; throws for names that could leave the storage folder. */
  filePath(bucket: string, objectPath: string): string {
    if (!isSafeObjectPath(bucket, objectPath))
      throw new StorageError(400, 'InvalidKey', 'Invalid bucket or object path');
    return path.join(this.root, bucket, ...objectPath.split('/'));
  }

  async createSignedUpload(
    bucket: string,
    objectPath: string,
    options: { upsert: boolean },
  ): Promise<SignedUpload> {
    this.filePath(bucket, objectPath);
    const token = await new SignJWT({ url: `${bucket}/${objectPath}`, upsert: options.upsert })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${SIGNED_UPLOAD_TTL_SECONDS}s`)
      .sign(this.secret);
    return { path: objectPath, token };
  }

  /** Checks a signed-upload ticket against the object it is used for; returns whether it allows overwriting. */
  async verifyUploadToken(token: string, bucket: string, objectPath: string): Promise<{ upsert: boolean }> {
    let claims: { url?: unknown; upsert?: unknown };
    try {
      claims = (await jwtVerify(token, this.secret, { algorithms: ['HS256'] })).payload as typeof claims;
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw new StorageError(
        403,
        'InvalidSignature',
        expired ? 'The upload link has expired' : 'invalid signature',
      );
    }
    // A ticket is for exactly one object: reusing it for another path or bucket is refused.
    if (claims.url !== `${bucket}/${objectPath}`)
      throw new StorageError(403, 'InvalidSignature', 'invalid signature');
    return { upsert: claims.upsert === true };
  }

  async stat(bucket: string, objectPath: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.filePath(bucket, objectPath));
      return info.isFile() ? { size: info.size } : null;
    } catch {
      return null;
    }
  }

  async read(bucket: string, objectPath: string): Promise<Readable> {
    const file = this.filePath(bucket, objectPath);
    await stat(file);
    return createReadStream(file);
  }

  /** Marks the object read-only; the signed-upload route refuses to replace a read-only object. */
  async seal(bucket: string, objectPath: string): Promise<string> {
    await chmod(this.filePath(bucket, objectPath), 0o444);
    return objectPath;
  }

  async remove(bucket: string, objectPath: string): Promise<void> {
    await rm(this.filePath(bucket, objectPath), { force: true });
  }

  /** True when {@link seal} froze the object. */
  async isSealed(bucket: string, objectPath: string): Promise<boolean> {
    try {
      return ((await stat(this.filePath(bucket, objectPath))).mode & 0o222) === 0;
    } catch {
      return false;
    }
  }

  async write(bucket: string, objectPath: string, body: Readable): Promise<void> {
    await this.#writeAtomically(this.filePath(bucket, objectPath), body, Number.POSITIVE_INFINITY);
  }

  /**
   * Streams `body` to a temporary file beside the target and renames it into place, so readers
   * never see half a file and a refused upload leaves nothing behind.
   */
  async writeWithLimit(file: string, body: Readable, maxBytes: number): Promise<number> {
    return this.#writeAtomically(file, body, maxBytes);
  }

  async #writeAtomically(file: string, body: Readable, maxBytes: number): Promise<number> {
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.upload-${randomBytes(6).toString('hex')}`;
    let bytes = 0;
    try {
      await pipeline(
        body,
        async function* limit(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            bytes += chunk.length;
            if (bytes > maxBytes) {
              throw new StorageError(
                413,
                'Payload too large',
                'The object exceeded the maximum allowed size',
              );
            }
            yield chunk;
          }
        },
        createWriteStream(temp),
      );
      await rename(temp, file);
      return bytes;
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}
