import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { FileMissingError, localStorage, parseS3Url, s3Storage, sha256, type S3Like } from '../../server/integrations/storage';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pateva-storage-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
};

describe('local content-addressed store', () => {
  it('names a blob by its SHA-256 under ab/cdef…, stores the same content once and reads it back', async () => {
    const root = await tempDir();
    const store = localStorage(root);
    const content = Buffer.from('tilinpäätös 2025');
    const hash = await store.put(content);
    expect(hash).toBe(sha256(content));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await readdir(path.join(root, hash.slice(0, 2)))).toEqual([hash.slice(2)]);
    expect(await store.put(Buffer.from('tilinpäätös 2025'))).toBe(hash);
    expect((await store.get(hash)).toString()).toBe('tilinpäätös 2025');
    expect(await text(await store.stream(hash))).toBe('tilinpäätös 2025');
    expect(await store.exists(hash)).toBe(true);
    // Nothing is left in the temporary folder after a write.
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });

  it('answers FileMissingError for an unknown or malformed hash, exists false, and deletes', async () => {
    const store = localStorage(await tempDir());
    const hash = await store.put(Buffer.from('x'));
    await store.delete(hash);
    expect(await store.exists(hash)).toBe(false);
    await expect(store.get(hash)).rejects.toBeInstanceOf(FileMissingError);
    await expect(store.stream(hash)).rejects.toBeInstanceOf(FileMissingError);
    await expect(store.get('../../etc/passwd')).rejects.toBeInstanceOf(FileMissingError);
    expect(await store.exists('../x')).toBe(false);
    await store.delete(hash);
  });

  it('writes concurrently the same content without a half file', async () => {
    const root = await tempDir();
    const store = localStorage(root);
    const content = Buffer.alloc(2 * 1024 * 1024, 7);
    const hashes = await Promise.all(Array.from({ length: 5 }, () => store.put(content)));
    expect(new Set(hashes).size).toBe(1);
    expect((await store.get(hashes[0])).equals(content)).toBe(true);
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });
});

describe('S3-compatible store (a fake client)', () => {
  it('puts under files/ab/cdef… with a checksum once, reads back, maps 404 to FileMissingError', async () => {
    const objects = new Map<string, Buffer>();
    const sent: string[] = [];
    const client: S3Like = {
      async send(command) {
        const input = (command as { input: { Key: string; Body?: Buffer } }).input;
        sent.push((command as object).constructor.name);
        if (command instanceof PutObjectCommand) objects.set(input.Key, input.Body as Buffer);
        else if (command instanceof HeadObjectCommand || command instanceof GetObjectCommand) {
          const found = objects.get(input.Key);
          if (!found) throw Object.assign(new Error('NotFound'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } });
          if (command instanceof GetObjectCommand) return { Body: { transformToByteArray: async () => new Uint8Array(found) } };
          return {};
        } else objects.delete(input.Key);
        return {};
      },
    };
    const store = s3Storage(client, 'pateva');
    const hash = await store.put(Buffer.from('kuva'));
    expect([...objects.keys()]).toEqual([`files/${hash.slice(0, 2)}/${hash.slice(2)}`]);
    await store.put(Buffer.from('kuva'));
    expect(sent.filter((name) => name === 'PutObjectCommand')).toHaveLength(1);
    expect((await store.get(hash)).toString()).toBe('kuva');
    await store.delete(hash);
    expect(await store.exists(hash)).toBe(false);
    await expect(store.get(hash)).rejects.toBeInstanceOf(FileMissingError);
  });

  it('reads S3_URL: endpoint, bucket, region and keys', () => {
    expect(parseS3Url('https://AK:s%2Fk@minio.example:9000/pateva-files?region=eu-north-1')).toEqual({
      endpoint: 'https://minio.example:9000',
      bucket: 'pateva-files',
      region: 'eu-north-1',
      credentials: { accessKeyId: 'AK', secretAccessKey: 's/k' },
    });
    expect(() => parseS3Url('https://host/')).toThrow(/bucket/);
  });
});
