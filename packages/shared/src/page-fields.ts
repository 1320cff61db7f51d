// The fields a page section is made of, with the limits every form and the server share: short lines, paragraphs,
// lists, pictures with their alternative text. Text refuses characters nobody types, as every stored string does.
import { z } from 'zod';
import { PAGE_ICONS } from './page-text';
import { pictureSchema } from './picture';
import { atMost, normaliseUntypeable, refuseUntypeable, requiredText } from './text';

/**
 * One schema per label and limit, however many sections use it: a schema is immutable, and the pages repeat the same
 * fields ("Heading", 120) dozens of times, each kept in memory for as long as the server runs.
 */
const shared = <A extends (string | number)[], S>(make: (...args: A) => S) => {
  const made = new Map<string, S>();
  return (...args: A): S => {
    const key = args.join('\u0000');
    let schema = made.get(key);
    if (!schema) {
      schema = make(...args);
      made.set(key, schema);
    }
    return schema;
  };
};

/**
 * Parse options for what is read once and kept (a page per publish, the settings, the logo): without zod's compiled
 * fast path, which would generate and compile a parser per object the first time and keep it, costing the first
 * page after a start some milliseconds per page for no gain on a single parse.
 */
export const PARSED_ONCE = { jitless: true } as const;

/** A one-line text: a heading, a label, a button. */
export const lineField = shared((label: string, max: number) =>
  requiredText(`${label} is required`, max, refuseUntypeable),
);

/** A line that may be left empty. */
export const optionalLine = shared((max: number) =>
  z.string().check(refuseUntypeable, z.trim(), atMost(max)).default(''),
);

/** A paragraph: pasted text keeps its words, characters nobody types are dropped. */
export const paragraphField = shared((label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(normaliseUntypeable, z.trim(), z.minLength(1, `${label} is required`), atMost(max)),
);

/** A list an owner adds to, removes from and reorders; `min` items at least. */
export const listField = <T extends z.ZodType>(item: T, label: string, min: number, max: number) =>
  z
    .array(item)
    .min(min, min === 1 ? `Add at least one ${label}` : `Add at least ${min} ${label}s`)
    .max(max, `At most ${max} ${label}s`);

/** A page's picture: the uploader's WebP under /uploads/pages/ or one the site ships, and its required alt text. */
export const pageImageSchema = pictureSchema(['pages']);
export type PageImage = z.infer<typeof pageImageSchema>;

export const iconField = z.enum(PAGE_ICONS, { error: 'Choose one of the icons' });

/** Every section can be hidden without losing its words. */
const hiddenField = z.boolean().default(false);
export const sectionOf = <S extends z.ZodRawShape>(shape: S) => z.object({ hidden: hiddenField, ...shape });

/** The closing call to action several pages end with: a heading, a line and two buttons. */
export const ctaFields = {
  heading: lineField('Heading', 120),
  text: optionalLine(300),
  primary_label: lineField('Button text', 40),
  secondary_label: lineField('Second button text', 40),
};

/** What search engines and share previews show for a page; an empty title or description uses the page's own. */
export const pageSeoSchema = z.object({
  title: optionalLine(70),
  description: optionalLine(160),
  image: pageImageSchema.nullable().default(null),
});
export type PageSeo = z.infer<typeof pageSeoSchema>;

/** A card of a list: a title, a sentence or two and an icon (values, services, reasons, approach steps). */
export const cardItem = z.object({ title: lineField('Title', 80), text: paragraphField('Text', 400), icon: iconField });
export type PageCard = z.output<typeof cardItem>;

/** The part of an address after "#": an item's place on the page, which the navigation or contents link to. */
export const anchorField = z
  .string({ error: 'Anchor is required' })
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Use lowercase letters, digits and hyphens, starting with a letter');

/** A list whose items each hold an anchor, none of them one the page's fixed parts (`taken`) or another item use. */
export const anchoredList = <T extends z.ZodType<{ anchor: string }>>(
  item: T,
  label: string,
  min: number,
  max: number,
  taken: readonly string[],
) =>
  listField(item, label, min, max).superRefine((items, context) => {
    const seen = new Set(taken);
    items.forEach((entry, index) => {
      if (seen.has(entry.anchor)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'anchor'],
          message: 'Another part of the page already uses this anchor',
        });
      }
      seen.add(entry.anchor);
    });
  });

/**
 * Rich text (paragraphs, bold, italic, links, lists) as HTML. The schema only bounds it; the server sanitises it with
 * its allow-list before storing and again when it shows it, so what is stored and shown is always clean.
 */
export const richTextField = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(normaliseUntypeable, z.trim(), atMost(max))
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, `${label} is required`);
