// Demo pictures drawn locally (SVG shapes rendered by sharp), so a fresh install needs no network and no stock photos.
// Drawing them takes most of a first start (35 pictures, about two seconds here), so the build draws them once and a
// seed copies them (DemoImageCache; decision 168).
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360},${s}%,${l}%)`;

/** A plated dish seen from above: a bowl on a tinted table with a few "ingredients". */
export function dishSvg(hue: number, seed: number): string {
  const pieces = Array.from({ length: 7 }, (_, i) => {
    const angle = (i / 7) * Math.PI * 2 + seed;
    const r = 90 + ((seed * 37 + i * 53) % 60);
    const x = 400 + Math.cos(angle) * r;
    const y = 300 + Math.sin(angle) * r * 0.9;
    const size = 28 + ((seed * 11 + i * 17) % 26);
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${size}" fill="${hsl(hue + i * 40, 70, 55)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 88)}"/><stop offset="1" stop-color="${hsl(hue + 30, 50, 72)}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#t)"/>
<ellipse cx="410" cy="318" rx="250" ry="230" fill="rgba(0,0,0,0.12)"/>
<circle cx="400" cy="300" r="240" fill="#fdfcf8"/><circle cx="400" cy="300" r="200" fill="${hsl(hue + 10, 35, 93)}"/>
${pieces}<circle cx="400" cy="300" r="46" fill="${hsl(hue + 180, 55, 45)}"/></svg>`;
}

/** A simple figure whose body width tells a before or after story. */
export function portraitSvg(hue: number, bodyWidth: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 40, 90)}"/><stop offset="1" stop-color="${hsl(hue + 20, 45, 75)}"/></linearGradient></defs>
<rect width="600" height="800" fill="url(#b)"/>
<circle cx="300" cy="190" r="78" fill="${hsl(25, 45, 62)}"/>
<rect x="${300 - bodyWidth / 2}" y="285" width="${bodyWidth}" height="330" rx="${bodyWidth / 2.4}" fill="${hsl(hue + 180, 45, 45)}"/>
<rect x="${300 - bodyWidth / 2 + 10}" y="590" width="${bodyWidth / 2 - 18}" height="170" rx="24" fill="${hsl(hue + 200, 30, 30)}"/>
<rect x="${308}" y="590" width="${bodyWidth / 2 - 18}" height="170" rx="24" fill="${hsl(hue + 200, 30, 30)}"/></svg>`;
}

/** An abstract cover for a blog post: overlapping soft shapes. */
export function coverSvg(hue: number, seed: number): string {
  const blobs = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 97 + i * 211) % 1200;
    const y = (seed * 53 + i * 137) % 630;
    return `<circle cx="${x}" cy="${y}" r="${140 + ((i * 61 + seed * 7) % 120)}" fill="${hsl(hue + i * 25, 65, 60)}" opacity="0.55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<rect width="1200" height="630" fill="${hsl(hue, 50, 92)}"/>${blobs}
<rect x="80" y="420" width="520" height="36" rx="18" fill="rgba(255,255,255,0.8)"/>
<rect x="80" y="476" width="360" height="28" rx="14" fill="rgba(255,255,255,0.65)"/></svg>`;
}

/** The reviews' pictures: a balanced plate, and a figure before and after (drawn at twice their display size). */
export const REVIEW_SVGS = {
  meal: `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 400 300"><rect width="400" height="300" fill="#fef3c7"/><circle cx="200" cy="150" r="120" fill="#fff"/><circle cx="200" cy="150" r="100" fill="#f1f5f9"/><path d="M200 150 L200 50 A100 100 0 0 1 286 200 Z" fill="#86efac"/><path d="M200 150 L286 200 A100 100 0 0 1 114 200 Z" fill="#fcd34d"/><path d="M200 150 L114 200 A100 100 0 0 1 200 50 Z" fill="#fca5a5"/></svg>`,
  before: `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 300 400"><rect width="300" height="400" fill="#e2e8f0"/><circle cx="150" cy="95" r="40" fill="#d6a77a"/><rect x="85" y="145" width="130" height="170" rx="55" fill="#64748b"/><rect x="95" y="300" width="48" height="85" rx="14" fill="#334155"/><rect x="157" y="300" width="48" height="85" rx="14" fill="#334155"/></svg>`,
  after: `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 300 400"><rect width="300" height="400" fill="#d1fae5"/><circle cx="150" cy="95" r="40" fill="#d6a77a"/><rect x="108" y="145" width="84" height="170" rx="36" fill="#059669"/><rect x="112" y="300" width="36" height="85" rx="12" fill="#065f46"/><rect x="152" y="300" width="36" height="85" rx="12" fill="#065f46"/></svg>`,
} as const;

/**
 * A folder of demo pictures already drawn, each named by a hash of its SVG, so a copy is always the picture of that
 * drawing. `writable`: a picture drawn on a miss is added (a checkout's build fills it by seeding once).
 */
export type DemoImageCache = { dir: string; writable: boolean };

/**
 * Writes the SVG as WebP under `uploads/demo` and returns the public URL below `/uploads`: copied from `cache` when it
 * holds that drawing, drawn otherwise.
 */
export async function writeDemoImage(
  uploadsDir: string,
  name: string,
  svg: string,
  cache?: DemoImageCache,
): Promise<string> {
  const dir = join(uploadsDir, 'demo');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${name}.webp`);
  const url = `/uploads/demo/${name}.webp`;
  const drawn = cache && join(cache.dir, `${createHash('sha256').update(svg).digest('hex')}.webp`);
  // Read, then written as any upload is (not copied: the executable's unpacked files are private to its user).
  const copy = drawn
    ? await readFile(drawn).catch(() => null) // not drawn yet, or no such folder: drawn below
    : null;
  if (copy) {
    await writeFile(file, copy);
    return url;
  }
  // Loaded only when drawing: the image library is large and a running site rarely needs it.
  const { default: sharp } = await import('sharp');
  const picture = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
  await writeFile(file, picture);
  if (drawn && cache.writable) {
    // Written whole under a name of its own first: a seed running beside this one never copies half a picture.
    const partial = `${drawn}.${randomUUID()}.partial`;
    await mkdir(cache.dir, { recursive: true })
      .then(() => writeFile(partial, picture))
      .then(() => rename(partial, drawn))
      .catch(() => {
        // A read-only checkout only draws again at the next first start.
      });
  }
  return url;
}
