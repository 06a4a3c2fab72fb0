import type {} from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { photos } from '../../db/schema.js';
import { LIMITS } from '../../shared/constants/limits.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { HttpError } from '../errors.js';

/**
 * Decoding a small file can still allocate a huge bitmap (a "pixel bomb"): 24 megapixels covers
 * a phone camera's photo (12 MP is usual) and bounds one decoded image to about 100 MB.
 */
export const MAX_INPUT_PIXELS = 24_000_000;
/** Edge of the square WebP shown on cards and profiles. */
export const CARD_SIZE = 512;
/** WhatsApp and most link previews want 1200×630 and refuse images over 300 KB. */
export const OG_SIZE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;

/** The multipart limits every photo upload route uses (the plugin's default is only 1 MiB). */
export const PHOTO_MULTIPART_LIMITS = {
  fileSize: LIMITS.photoMaxBytes,
  files: 1,
  fields: 10,
  parts: 20,
  fieldSize: 1024,
} as const;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What an upload route answers when a file is wrong (the two flows word "too large" apart). */
export interface PhotoMessages {
  invalidType: string;
  tooLarge: string;
}

/** Recognises JPG, PNG or WebP by its first bytes; the name and Content-Type are not trusted. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const at = (offset: number, signature: readonly number[]) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return undefined;
}

/** Re-encoded forms of one upload, ready to store. */
export interface EncodedPhoto {
  card: Buffer;
  og: Buffer;
}

function decoder(buffer: Buffer) {
  // failOn 'error': a truncated or corrupt file is refused rather than half-decoded.
  return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/**
 * Checks and re-encodes an upload: the bytes must be a JPG, PNG or WebP that decodes within the
 * pixel bound; the output is auto-oriented and carries no metadata (sharp drops EXIF, GPS and
 * ICC unless asked to keep them). Throws HttpError 415 or 413.
 */
export async function encodePhoto(buffer: Buffer, messages: PhotoMessages): Promise<EncodedPhoto> {
  const format = sniffImageFormat(buffer);
  if (!format) throw new HttpError(415, messages.invalidType);
  // Only the header is read here, so no pixel limit yet: an oversized image gets its own 413.
  const metadata = await sharp(buffer)
    .metadata()
    .catch(() => undefined);
  if (!metadata || metadata.format !== format || !metadata.width || !metadata.height) {
    throw new HttpError(415, messages.invalidType);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new HttpError(413, VALIDATION_MESSAGES.imageTooLarge);
  }
  try {
    // Decoded once, upright; both sizes are cut from these pixels.
    const decoded = await decoder(buffer).rotate().raw().toBuffer({ resolveWithObject: true });
    const raw = {
      raw: {
        width: decoded.info.width,
        height: decoded.info.height,
        channels: decoded.info.channels,
      },
    };
    const card = await sharp(decoded.data, raw)
      .resize(CARD_SIZE, CARD_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
    const og = await encodeOg(decoded.data, raw);
    return { card, og };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A file whose header parses but whose pixels do not (truncated, corrupt) is not an image.
    throw new HttpError(415, messages.invalidType);
  }
}

/** The link-preview JPEG: cover-cropped to 1200×630, quality lowered until under 300 KB. */
async function encodeOg(
  pixels: Buffer,
  input: { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } },
): Promise<Buffer> {
  const resized = await sharp(pixels, input)
    .resize(OG_SIZE.width, OG_SIZE.height, { fit: 'cover', position: 'attention' })
    // JPEG has no alpha: transparent PNG/WebP areas become white rather than black.
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = resized.info;
  let last: Buffer | undefined;
  for (const quality of [82, 72, 62, 50, 40, 30]) {
    last = await sharp(resized.data, { raw: { width, height, channels } })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (last.byteLength <= OG_SIZE.maxBytes) return last;
  }
  // Noise-like images can stay large at any quality; a smaller preview still beats none.
  return sharp(last ?? resized.data, last ? {} : { raw: { width, height, channels } })
    .resize(800, 420)
    .jpeg({ quality: 40, mozjpeg: true })
    .toBuffer();
}

/** Who a photo belongs to, so that an old one can be found and removed later. */
export interface PhotoOwner {
  kind: 'healer' | 'team-member' | 'admin';
  id?: string | null;
}

/** What a save answers for a photo URL the server did not store for the one saving it. */
export const PHOTO_NOT_ISSUED = VALIDATION_MESSAGES.photoNotIssued;

/**
 * Refuses (400) a photo URL that is not a photo the server stored for this uploader: a `data:` or
 * foreign URL, or someone else's upload, would put anything on the public pages.
 */
export async function assertPhotoIssued(
  db: Db,
  photoUrl: string,
  owner: PhotoOwner,
): Promise<void> {
  const id = /^\/photos\/([A-Za-z0-9_-]{1,64})\.webp$/.exec(photoUrl)?.[1];
  const [issued] =
    id && owner.id
      ? await db
          .select({ id: photos.id })
          .from(photos)
          .where(
            and(eq(photos.id, id), eq(photos.ownerKind, owner.kind), eq(photos.ownerId, owner.id)),
          )
          .limit(1)
      : [];
  if (!issued) throw new HttpError(400, PHOTO_NOT_ISSUED);
}

/** The public URL of a stored photo's card-size WebP. */
export function photoUrlFor(id: string): string {
  return `/photos/${id}.webp`;
}

/**
 * Checks, re-encodes and stores an uploaded image (DESIGN §6); returns its id and public URL.
 * Throws HttpError 415 for anything but a decodable JPG/PNG/WebP, 413 for too many pixels.
 */
export async function storePhoto(
  db: Db,
  buffer: Buffer,
  options: { messages?: PhotoMessages; owner?: PhotoOwner } = {},
): Promise<{ id: string; photoUrl: string }> {
  const messages = options.messages ?? {
    invalidType: VALIDATION_MESSAGES.photoInvalidType,
    tooLarge: VALIDATION_MESSAGES.fileTooLarge,
  };
  if (buffer.byteLength > LIMITS.photoMaxBytes) throw new HttpError(413, messages.tooLarge);
  const encoded = await encodePhoto(buffer, messages);
  const [row] = await db
    .insert(photos)
    .values({
      bytes: encoded.card,
      ogBytes: encoded.og,
      contentType: 'image/webp',
      ownerKind: options.owner?.kind ?? null,
      ownerId: options.owner?.id ?? null,
    })
    .returning({ id: photos.id });
  if (!row) throw new Error('The photo was not stored');
  return { id: row.id, photoUrl: photoUrlFor(row.id) };
}

/** Photo ids are newId()'s 16 base64url characters; anything else is not worth a query. */
const PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The stored bytes of one photo in the requested size, or undefined when there is none. */
export async function loadPhoto(
  db: Db,
  id: string,
  size: 'card' | 'og',
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  if (!PHOTO_ID.test(id)) return undefined;
  const [row] = await db
    .select(
      size === 'card'
        ? { bytes: photos.bytes, contentType: photos.contentType }
        : { bytes: photos.ogBytes, contentType: photos.contentType },
    )
    .from(photos)
    .where(eq(photos.id, id))
    .limit(1);
  if (!row?.bytes) return undefined;
  return { bytes: row.bytes, contentType: size === 'card' ? row.contentType : 'image/jpeg' };
}

/**
 * Reads the single file of a multipart photo upload (field `photo`, at most 5 MB) into memory.
 * Throws HttpError: 413 with `messages.tooLarge` past the limit, 415 with `messages.invalidType`
 * when the request is not multipart or holds no file. The content is checked by storePhoto.
 */
export async function parsePhotoUpload(
  request: FastifyRequest,
  messages: PhotoMessages,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, messages.invalidType);
  let buffer: Buffer;
  try {
    const file = await request.file({ limits: PHOTO_MULTIPART_LIMITS, throwFileSizeLimit: true });
    if (!file) throw new HttpError(400, messages.invalidType);
    buffer = await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, messages.tooLarge);
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      throw new HttpError(status === 406 ? 415 : status, messages.invalidType);
    }
    // Busboy reports malformed bodies (bad boundary, truncated part) as plain Errors.
    throw new HttpError(400, messages.invalidType);
  }
  if (buffer.byteLength === 0) throw new HttpError(415, messages.invalidType);
  if (buffer.byteLength > LIMITS.photoMaxBytes) throw new HttpError(413, messages.tooLarge);
  return buffer;
}
