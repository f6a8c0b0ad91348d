/**
 * Stored files (docs/conventions.md "Files"): `saveFile` puts an upload's blobs in the store and its
 * row in `files` (in the owner's transaction); `storedFileView` is the record an owner's answer
 * carries; `sendStoredFile` answers a download after the owner's route has checked its access rule.
 */
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, FileRow, FileVariant } from '../db/types';
import { FileMissingError, type FileStorage } from '../integrations/storage';
import { notFound } from './errors';
import { IMAGE_SIZES, type ImageSize, type UploadedFile } from './uploads';

/** A stored file as owners' answers show it. */
export const storedFileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  mimeType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  byteSize: z.number().int().positive(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** The sizes a download may ask for with ?size= (images only). */
  sizes: z.array(z.enum(['sm', 'md', 'lg'])),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

const variantsOf = (row: Pick<FileRow, 'variants'>): Partial<Record<ImageSize, FileVariant>> =>
  (typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) ?? {};

export function storedFileView(row: FileRow): StoredFile {
  const variants = variantsOf(row);
  return {
    id: row.id,
    name: row.original_name,
    mimeType: row.mime_type as StoredFile['mimeType'],
    byteSize: row.byte_size,
    width: row.width,
    height: row.height,
    sizes: (Object.keys(IMAGE_SIZES) as ImageSize[]).filter((size) => variants[size]),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Stores the blobs (content and image sizes; the same content once) and inserts the `files` row
 * with the given executor, so the row goes in the owner's transaction. A blob put before a
 * transaction that then rolls back stays unreferenced (a sweep may remove it); nothing half-written.
 */
export async function saveFile(db: Kysely<Database>, storage: FileStorage, file: UploadedFile, userId: number | null): Promise<FileRow> {
  const hash = await storage.put(file.content);
  const variants: Partial<Record<ImageSize, FileVariant>> = {};
  for (const [size, variant] of Object.entries(file.variants) as Array<[ImageSize, NonNullable<UploadedFile['variants'][ImageSize]>]>) {
    variants[size] = { hash: await storage.put(variant.content), width: variant.width, height: variant.height, byteSize: variant.content.length };
  }
  return db
    .insertInto('files')
    .values({
      hash,
      original_name: file.originalName,
      mime_type: file.mimeType,
      byte_size: file.content.length,
      width: file.width,
      height: file.height,
      variants: JSON.stringify(variants),
      uploaded_by_user_id: userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `?size=sm|md|lg` of an image download; no size is the re-encoded original. */
export const fileSizeQuery = z.object({ size: z.enum(['sm', 'md', 'lg']).optional() });

/** RFC 6266 / 5987: an ASCII fallback name and the UTF-8 original as filename*. */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  const fallback = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '_').trim() || 'tiedosto';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Answers a stored file: its detected type, the original name (Content-Disposition), nosniff, and
 * kept by no browser or proxy (no-store): a company's documents must not outlive the session or the
 * access that let them be read (issue 18 #5). Only what the owner says is public material anyway
 * (`cacheable`: reference images, docs/decisions.md) is kept an hour by the user's own browser.
 * Images may be asked in a size; a size the file does not have is the original. A blob missing
 * from the store is a 404 with a Finnish message.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  row: FileRow,
  options: { size?: ImageSize; disposition?: 'inline' | 'attachment'; cacheable?: boolean } = {},
): Promise<FastifyReply> {
  const variant = options.size ? variantsOf(row)[options.size] : undefined;
  const hash = variant?.hash ?? row.hash;
  const length = variant?.byteSize ?? row.byte_size;
  let stream;
  try {
    stream = await storage.stream(hash);
  } catch (error) {
    if (error instanceof FileMissingError) {
      reply.log.error({ fileId: row.id, hash }, 'stored file missing');
      throw notFound('Tiedostoa ei löytynyt tallennuspaikasta.');
    }
    throw error;
  }
  return reply
    .status(200)
    .header('content-type', row.mime_type)
    .header('content-length', String(length))
    .header('content-disposition', contentDisposition(row.original_name, options.disposition ?? (row.mime_type === 'application/pdf' ? 'attachment' : 'inline')))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', options.cacheable ? 'private, max-age=3600' : 'no-store')
    .header('etag', `"${hash}"`)
    // A file is data to save or show, never a page: nothing in it runs in the portal's origin.
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(stream);
}

/**
 * Removes the blobs no `files` row names (neither as content nor as an image size) that were
 * stored more than `olderThanMs` ago: an upload whose transaction rolled back, a removed file. The
 * age keeps a blob an upload has just put (its row not yet committed). Answers how many went.
 */
export async function sweepUnreferencedBlobs(db: Kysely<Database>, storage: FileStorage, olderThanMs = 24 * 60 * 60 * 1000, now = Date.now()): Promise<number> {
  const rows = await db.selectFrom('files').select(['hash', 'variants']).execute();
  const referenced = new Set<string>();
  for (const row of rows) {
    referenced.add(row.hash.trim());
    for (const variant of Object.values(variantsOf(row))) if (variant) referenced.add(variant.hash);
  }
  let removed = 0;
  for await (const blob of storage.list()) {
    if (referenced.has(blob.hash) || now - blob.storedAt.getTime() < olderThanMs) continue;
    await storage.delete(blob.hash);
    removed += 1;
  }
  return removed;
}
