// Where uploaded images go and what they are called: folders from an allow-list, names made by the server.
import { randomBytes } from 'node:crypto';
import { invalid } from '@coach/shared';

const UPLOAD_CATEGORIES = ['blog', 'recipes', 'transformations', 'pages', 'testimonials', 'general'] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

const MAX_PREFIX_LENGTH = 40;

/** Reduces client text to `[a-z0-9-]` (accents folded, everything else a hyphen) so it can never steer a path. */
export function sanitiseSegment(value: string, maxLength = MAX_PREFIX_LENGTH): string {
  const folded = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength);
  // Stryker disable next-line Regex: runs were made single hyphens above; "+" only says what is meant
  return folded.replace(/^-+|-+$/g, '');
}

/** The folder for a client-named category; an empty one is "general", an unknown one a 400. */
export function uploadCategory(value: string | undefined): UploadCategory {
  const clean = sanitiseSegment(value ?? '') || 'general';
  const known = UPLOAD_CATEGORIES.find((category) => category === clean);
  if (!known) throw invalid(`category: Category must be one of ${UPLOAD_CATEGORIES.join(', ')}`);
  return known;
}

/** A fresh file stem: the sanitised prefix (if any) and 96 random bits, e.g. "featured-3f9a...". */
export function newImageName(prefix: string | undefined): string {
  const random = randomBytes(12).toString('hex');
  const safe = sanitiseSegment(prefix ?? '');
  return safe ? `${safe}-${random}` : random;
}
