// The logo's image work: an SVG sanitised and drawn, a PNG, JPEG or WebP checked and re-encoded, and the favicon set
// drawn from either (a square white canvas, the logo fitted inside a margin). Also the shipped icons, drawn from the
// favicon's mark when a site has no logo of its own.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { adoptUploadedLogo, logoFolder, logoIconFile, looksLikeSvg, type Services, sanitizeLogoSvg } from '@coach/api';
import {
  AppError,
  invalid,
  LOGO_ICONS,
  LOGO_MESSAGES,
  type LogoIconName,
  MAX_UPLOAD_BYTES,
  type SiteLogo,
  type StoredLogo,
  siteLogoOf,
  UPLOAD_MESSAGES,
} from '@coach/shared';
import { checkImage, oneAtATime, tooLarge } from './images';
import { storeFiles } from './store';

/** The favicon's mark (a leaf in a circle) on a 64-unit grid: the shipped favicon, share image and default icons. */
export const FAVICON_MARK = `<circle cx="32" cy="32" r="30" fill="#059669"/><path d="M20 40c0-14 10-22 26-22-2 16-10 26-24 26" fill="#d1fae5"/><path d="M20 44c6-8 12-13 20-17" stroke="#047857" stroke-width="3" fill="none" stroke-linecap="round"/>`;

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
/** The blank margin on each side of an icon, as a share of its side: launchers crop corners and round them. */
const ICON_MARGIN = 0.1;
/** The logo as pages show it is at most this many pixels a side (it is drawn at most 200x80 CSS pixels). */
const LOGO_MAX_SIDE = 800;
/** What the icons are drawn from: large enough for the 512-pixel one. */
const SOURCE_SIDE = 1024;
const MAX_PIXELS = 40_000_000;

const loadSharp = async () => (await import('sharp')).default;

type PreparedLogo = { logo: StoredLogo; files: Array<{ file: string; data: Buffer }> };
type Drawn = { file: StoredLogo['file']; data: Buffer; source: Buffer; width: number; height: number };

/** An icon of `size` pixels square: the source fitted inside the margin on white. */
async function drawIcon(source: Buffer, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const margin = Math.round(size * ICON_MARGIN);
  const inner = size - 2 * margin;
  return sharp(source)
    .resize(inner, inner, { fit: 'contain', background: WHITE })
    .flatten({ background: WHITE })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: WHITE })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function drawIcons(source: Buffer): Promise<Map<LogoIconName, Buffer>> {
  const icons = new Map<LogoIconName, Buffer>();
  for (const [name, { size }] of Object.entries(LOGO_ICONS) as Array<[LogoIconName, { size: number }]>) {
    icons.set(name, await drawIcon(source, size));
  }
  return icons;
}

/** An SVG's drawing as a PNG about SOURCE_SIDE a side, whatever size it declares (a tiny one is not blurred, a
 * huge one not drawn huge). */
async function renderSvg(svg: string): Promise<{ png: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const { width, height } = await sharp(Buffer.from(svg)).metadata();
  if (!width || !height) throw invalid(LOGO_MESSAGES.notALogo);
  const density = Math.min(100_000, Math.max(1, (72 * SOURCE_SIDE) / Math.max(width, height)));
  const png = await sharp(Buffer.from(svg), { density, limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .resize(SOURCE_SIDE, SOURCE_SIDE, { fit: 'inside' })
    .png()
    .toBuffer();
  return { png, width: Math.round(width), height: Math.round(height) };
}

async function prepareSvg(bytes: Buffer): Promise<Drawn> {
  const svg = sanitizeLogoSvg(bytes);
  const { png, width, height } = await renderSvg(svg);
  return { file: 'logo.svg', data: Buffer.from(svg), source: png, width, height };
}

async function prepareRaster(bytes: Buffer): Promise<Drawn> {
  await checkImage(bytes);
  const sharp = await loadSharp();
  // EXIF, XMP and ICC data are dropped (sharp keeps none unless asked); the EXIF rotation is applied first.
  const decoded = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', autoOrient: true, pages: 1 });
  const { data, info } = await decoded()
    .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 90, alphaQuality: 100 })
    .toBuffer({ resolveWithObject: true });
  const source = await decoded()
    .resize(SOURCE_SIDE, SOURCE_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return { file: 'logo.webp', data, source, width: info.width, height: info.height };
}

/**
 * Checks an uploaded logo and makes its files: the logo itself (the sanitised SVG, or a WebP) and the four icons.
 * Anything that is not a readable image of those kinds is a 400; the work runs one upload at a time.
 */
function prepareLogo(bytes: Buffer): Promise<PreparedLogo> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  return oneAtATime(async () => {
    let prepared: Drawn;
    try {
      prepared = looksLikeSvg(bytes) ? await prepareSvg(bytes) : await prepareRaster(bytes);
    } catch (error) {
      // The decoder's own failures (a broken file behind a good header) are the client's too, and a file the photo
      // checks call "not an image" is named as what a logo may be.
      if (error instanceof AppError && error.message !== UPLOAD_MESSAGES.notAnImage) throw error;
      throw invalid(LOGO_MESSAGES.notALogo);
    }
    const icons = await drawIcons(prepared.source);
    const { file, data, width, height } = prepared;
    return {
      logo: { version: randomBytes(12).toString('hex'), file, width, height },
      files: [{ file, data }, ...[...icons].map(([name, icon]) => ({ file: logoIconFile(name), data: icon }))],
    };
  });
}

let shipped: Promise<Map<LogoIconName, Buffer>> | null = null;

/** The icons of a site without a logo of its own, drawn once from the favicon's mark. */
export function shippedIcons(): Promise<Map<LogoIconName, Buffer>> {
  shipped ??= (async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${FAVICON_MARK}</svg>`;
    return drawIcons((await renderSvg(svg)).png);
  })();
  return shipped;
}

/**
 * Makes an uploaded logo the site's: checked and drawn, its files written durably into a new folder, then named in
 * Settings (audited, cached pages dropped) and the previous folder removed. A failure leaves no file behind.
 */
export async function saveLogo(
  services: Pick<Services, 'db' | 'uploadsDir' | 'onContentChanged'>,
  bytes: Buffer | undefined,
  change: Parameters<typeof adoptUploadedLogo>[2],
): Promise<SiteLogo> {
  if (!bytes) throw invalid(LOGO_MESSAGES.missing);
  const { logo, files } = await prepareLogo(bytes);
  const folder = logoFolder(services.uploadsDir, logo.version);
  await storeFiles(folder, files);
  try {
    await adoptUploadedLogo(services, logo, change);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return siteLogoOf(logo);
}
