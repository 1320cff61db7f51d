// The upload checks on their own: what counts as a JPEG, PNG or WebP by its bytes, the size and dimension limits,
// and pixel data that fails after a good header (rest/upload.test.ts covers the routes around them).
import { crc32 } from 'node:zlib';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@coach/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkImage, encodeVariants, sniffImageKind } from './images';

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const WEBP = [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')];
const bytes = (list: number[]) => new Uint8Array(list);

/** A real 1x1 PNG whose header (with a correct checksum) claims another size: only the header is read. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#c87828' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('sniffImageKind', () => {
  it('knows the three formats by their first bytes', () => {
    expect(sniffImageKind(bytes(JPEG))).toBe('jpeg');
    expect(sniffImageKind(bytes(JPEG.slice(0, 3)))).toBe('jpeg');
    expect(sniffImageKind(bytes(PNG))).toBe('png');
    expect(sniffImageKind(bytes(PNG.slice(0, 8)))).toBe('png');
    expect(sniffImageKind(bytes(WEBP))).toBe('webp');
  });

  it('refuses a signature with any one byte wrong', () => {
    for (const signature of [JPEG.slice(0, 3), PNG.slice(0, 8)]) {
      for (let i = 0; i < signature.length; i++) {
        const changed = [...signature];
        changed[i] = (changed[i] ?? 0) ^ 0x01;
        expect(sniffImageKind(bytes(changed)), `byte ${i} of ${signature}`).toBeNull();
      }
    }
    expect(sniffImageKind(bytes([...Buffer.from('RIFX'), 0, 0, 0, 0, ...Buffer.from('WEBP')]))).toBeNull();
    expect(sniffImageKind(bytes([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')]))).toBeNull();
  });

  it('refuses a signature cut short, and other files', () => {
    expect(sniffImageKind(bytes(JPEG.slice(0, 2)))).toBeNull();
    expect(sniffImageKind(bytes(PNG.slice(0, 7)))).toBeNull();
    expect(sniffImageKind(bytes(WEBP.slice(0, 11)))).toBeNull();
    expect(sniffImageKind(bytes([...Buffer.from('GIF89a')]))).toBeNull();
    expect(sniffImageKind(bytes([...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">')]))).toBeNull();
    expect(sniffImageKind(bytes([]))).toBeNull();
  });
});

describe('checkImage', () => {
  it('accepts a real image and names its format', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await checkImage(png)).toBe('png');
  });

  it('refuses more than 5 MB before looking at it, and takes exactly 5 MB to the next check', async () => {
    const over = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    await expect(checkImage(over)).rejects.toMatchObject({ kind: 'too_large', message: UPLOAD_MESSAGES.tooLarge });
    await expect(checkImage(Buffer.alloc(MAX_UPLOAD_BYTES))).rejects.toMatchObject({
      message: UPLOAD_MESSAGES.notAnImage,
    });
  });

  it('refuses what is not an image, and an image header that cannot be read', async () => {
    await expect(checkImage(Buffer.from('GIF89a not here'))).rejects.toMatchObject({
      kind: 'invalid',
      message: UPLOAD_MESSAGES.notAnImage,
    });
    await expect(checkImage(Buffer.from([...JPEG, 1, 2, 3]))).rejects.toMatchObject({
      message: UPLOAD_MESSAGES.notAnImage,
    });
  });

  it.each([
    [10_001, 1],
    [1, 10_001],
    [10_000, 4_001],
  ])('refuses %i x %i pixels (over 10,000 a side or 40 million in all)', async (width, height) => {
    await expect(checkImage(await pngClaiming(width, height))).rejects.toMatchObject({
      kind: 'invalid',
      message: UPLOAD_MESSAGES.tooManyPixels,
    });
  });

  it.each([
    [10_000, 1],
    [1, 10_000],
    [10_000, 4_000],
  ])('accepts %i x %i pixels, at the limits', async (width, height) => {
    expect(await checkImage(await pngClaiming(width, height))).toBe('png');
  });
});

describe('encodeVariants', () => {
  it('refuses pixel data that breaks after a good header', async () => {
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
    const jpeg = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#000', noise } })
      .jpeg()
      .toBuffer();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    expect(await checkImage(cut)).toBe('jpeg');
    await expect(encodeVariants(cut)).rejects.toMatchObject({ kind: 'invalid', message: UPLOAD_MESSAGES.notAnImage });
  });

  it('makes WebP variants no larger than 2000 and 800 pixels a side', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const { original, medium } = await encodeVariants(png);
    expect(await sharp(original).metadata()).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
    expect(await sharp(medium).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 });
  });
});
