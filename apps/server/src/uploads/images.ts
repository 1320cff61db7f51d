// Uploaded image checks and re-encoding: content sniffed by magic bytes, dimensions bounded, output WebP.
import { AppError, invalid, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@coach/shared';
import type { Metadata } from 'sharp';

export { UPLOAD_MESSAGES };

const MAX_IMAGE_SIDE = 10_000;
const MAX_IMAGE_PIXELS = 40_000_000;
const ORIGINAL_MAX_SIDE = 2000;
const MEDIUM_MAX_SIDE = 800;
// Stryker disable next-line ObjectLiteral: the quality trades bytes for detail; no rule names it
const WEBP_OPTIONS = { quality: 82 };

export type ImageKind = 'jpeg' | 'png' | 'webp';
export type ImageVariants = { original: Buffer; medium: Buffer };

/** The image library loads on the first upload, not at start: it is large and most requests never need it. */
const loadSharp = async () => (await import('sharp')).default;

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function asciiAt(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/** The format the bytes actually are, whatever the file name or declared type say; null for anything else. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (asciiAt(bytes, 0, 4) === 'RIFF' && asciiAt(bytes, 8, 12) === 'WEBP') return 'webp';
  return null;
}

export const tooLarge = () => new AppError('too_large', UPLOAD_MESSAGES.tooLarge);

/**
 * Refuses anything that is not a readable JPEG, PNG or WebP of sane dimensions.
 * Only the header is read here, so a pixel bomb is turned away before any decoding.
 */
export async function checkImage(bytes: Buffer): Promise<ImageKind> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const kind = sniffImageKind(bytes);
  // Refused before the decoder reads anything; the decoder's own format check below would refuse it too.
  // Stryker disable next-line ConditionalExpression: see above
  if (!kind) throw invalid(UPLOAD_MESSAGES.notAnImage);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(UPLOAD_MESSAGES.notAnImage);
  }
  const { format, width, height } = metadata;
  // A second guard: the decoder tells the format by the same bytes, and these formats always have a size.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: see above
  if (format !== kind || !width || !height) throw invalid(UPLOAD_MESSAGES.notAnImage);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw invalid(UPLOAD_MESSAGES.tooManyPixels);
  }
  return kind;
}

async function toWebp(input: Buffer, maxSide: number): Promise<Buffer> {
  const sharp = await loadSharp();
  // Sharp drops EXIF, XMP and ICC data unless asked to keep them; autoOrient applies the EXIF rotation first.
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', autoOrient: true, pages: 1 })
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp(WEBP_OPTIONS)
    .toBuffer();
}

let queue: Promise<unknown> = Promise.resolve();

/** One re-encode at a time: bounds the memory a burst of uploads can take on a small server. */
export function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Decodes a checked image and writes the "original" (2000 px) and "medium" (800 px) WebP variants. */
export function encodeVariants(bytes: Buffer): Promise<ImageVariants> {
  return oneAtATime(async () => {
    try {
      const original = await toWebp(bytes, ORIGINAL_MAX_SIDE);
      const medium = await toWebp(original, MEDIUM_MAX_SIDE);
      return { original, medium };
    } catch {
      // The header was fine but the pixel data is not (truncated or corrupt): still the client's fault.
      throw invalid(UPLOAD_MESSAGES.notAnImage);
    }
  });
}
