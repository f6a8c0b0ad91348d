/**
 * The file store (ARCHITECTURE "Files"): content-addressed, each blob named by the SHA-256 of its
 * bytes, so the same content is stored once. Locally under DATA_DIR/files/ab/cdef… (the first two
 * hex digits a folder), written to a temporary file, fsynced and renamed into place, so a crash or
 * kill -9 leaves either the whole file or none. With S3_URL set, an S3-compatible bucket through
 * @aws-sdk/client-s3, keys `files/ab/cdef…`, behind the same interface.
 *
 * Blobs are immutable; the `files` table (migration 017) names them. Removing a `files` row does not
 * remove its blob at once (another row may hold the same content, or an upload may be taking it in
 * the same moment): `delete` is for a sweep of unreferenced blobs.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

export interface FileStorage {
  /** Stores the content (once per distinct content) and answers its SHA-256 in hex. */
  put(content: Buffer): Promise<string>;
  /** The whole content; FileMissingError when no such blob. */
  get(hash: string): Promise<Buffer>;
  /** The content as a stream, for downloads; FileMissingError when no such blob. */
  stream(hash: string): Promise<Readable>;
  exists(hash: string): Promise<boolean>;
  /** Removes a blob (a sweep of unreferenced ones); nothing when there is none. */
  delete(hash: string): Promise<void>;
  readonly kind: 'local' | 's3';
}

export class FileMissingError extends Error {
  constructor(readonly hash: string) {
    super(`stored file ${hash} is missing`);
  }
}

const HASH = /^[0-9a-f]{64}$/;

export const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

function checkedHash(hash: string): string {
  // A hash comes from our own table, never from a request; still, it never walks out of the folder.
  if (!HASH.test(hash)) throw new FileMissingError(hash);
  return hash;
}

/** `ab/cdef…`: the first two hex digits a folder, so no folder grows past 1/256 of the files. */
export const blobPath = (hash: string) => `${checkedHash(hash).slice(0, 2)}/${hash.slice(2)}`;

/** DATA_DIR/files (or any folder): write to tmp/, fsync, rename into ab/cdef…, fsync the folder. */
export function localStorage(root: string): FileStorage {
  const tmpDir = path.join(root, 'tmp');
  const fullPath = (hash: string) => path.join(root, blobPath(hash));

  const exists = async (hash: string) => {
    try {
      return (await stat(fullPath(hash))).isFile();
    } catch {
      return false;
    }
  };

  const missing = (hash: string, error: unknown): never => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileMissingError(hash);
    throw error;
  };

  return {
    kind: 'local',
    async put(content) {
      const hash = sha256(content);
      const target = fullPath(hash);
      if (await exists(hash)) return hash;
      await mkdir(tmpDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(tmpDir, `${hash}.${randomBytes(6).toString('hex')}`);
      const handle = await open(temporary, 'wx', 0o640);
      try {
        await handle.writeFile(content);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        // Same content under the same name: a rename over a concurrent writer's finished file is harmless.
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      // The rename itself survives a power cut only once the folder is on disk.
      const folder = await open(path.dirname(target), 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      return hash;
    },
    async get(hash) {
      try {
        return await readFile(fullPath(hash));
      } catch (error) {
        return missing(hash, error);
      }
    },
    async stream(hash) {
      const file = fullPath(hash);
      try {
        await stat(file);
      } catch (error) {
        return missing(hash, error);
      }
      return createReadStream(file);
    },
    exists: (hash) => (HASH.test(hash) ? exists(hash) : Promise.resolve(false)),
    async delete(hash) {
      await rm(fullPath(hash), { force: true });
    },
  };
}

/** The parts of S3_URL: `https://ACCESS_KEY:SECRET@host[:port]/bucket[?region=eu-north-1]` (keys optional). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function parseS3Url(value: string): S3Settings {
  const url = new URL(value);
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!bucket || bucket.includes('/')) throw new Error('S3_URL must name one bucket as its path: https://host/bucket');
  const credentials = url.username
    ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
    : undefined;
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    ...(credentials ? { credentials } : {}),
  };
}

/** The subset of S3Client the store uses: a test passes a fake. */
export interface S3Like {
  send(command: unknown): Promise<unknown>;
}

export function createS3Client(settings: S3Settings): S3Client {
  const config: S3ClientConfig = {
    endpoint: settings.endpoint,
    region: settings.region,
    // MinIO, Ceph and most S3-compatible stores address buckets by path.
    forcePathStyle: true,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  };
  return new S3Client(config);
}

const notFoundInS3 = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** An S3-compatible bucket, keys `files/ab/cdef…`. A put of content the bucket has is skipped (HEAD first). */
export function s3Storage(client: S3Like, bucket: string): FileStorage {
  const key = (hash: string) => `files/${blobPath(hash)}`;
  const exists = async (hash: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(hash) }));
      return true;
    } catch (error) {
      if (notFoundInS3(error)) return false;
      throw error;
    }
  };
  const body = async (hash: string): Promise<Readable> => {
    try {
      const answer = (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(hash) }))) as { Body?: unknown };
      const content = answer.Body;
      if (content instanceof Readable) return content;
      if (content && typeof (content as { transformToByteArray?: unknown }).transformToByteArray === 'function') {
        const bytes = await (content as { transformToByteArray: () => Promise<Uint8Array> }).transformToByteArray();
        return Readable.from([Buffer.from(bytes)]);
      }
      throw new FileMissingError(hash);
    } catch (error) {
      if (notFoundInS3(error)) throw new FileMissingError(hash);
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(content) {
      const hash = sha256(content);
      if (await exists(hash)) return hash;
      // S3 writes an object whole or not at all; the checksum makes the store refuse a damaged upload.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(hash),
          Body: content,
          ContentLength: content.length,
          ChecksumSHA256: Buffer.from(hash, 'hex').toString('base64'),
          ContentType: 'application/octet-stream',
        }),
      );
      return hash;
    },
    async get(hash) {
      const chunks: Buffer[] = [];
      for await (const chunk of await body(hash)) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    stream: body,
    exists: (hash) => (HASH.test(hash) ? exists(hash) : Promise.resolve(false)),
    async delete(hash) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(hash) }));
    },
  };
}

/** The app's store: S3 when S3_URL is set, else DATA_DIR/files. */
export function createStorage(options: { dataDir: string; s3Url?: string }): FileStorage {
  if (options.s3Url) {
    const settings = parseS3Url(options.s3Url);
    return s3Storage(createS3Client(settings), settings.bucket);
  }
  return localStorage(path.join(options.dataDir, 'files'));
}
