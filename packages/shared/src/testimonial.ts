// Testimonials (the Reviews tab of /transformations): what the owner writes for each, the order and visibility
// writes, and the shape both doors answer with. A card is a WhatsApp message, a meal photo or a client's before and
// after; the kind decides which photos it may carry.
import { z } from 'zod';
import { pictureSchema } from './picture';
import { normaliseUntypeable, optionalText, refuseUntypeable, requiredText } from './text';
import { TESTIMONIAL_KINDS } from './vocabulary';

export const TESTIMONIAL_LIMITS = { name: 80, text: 1000, dateLine: 40, ratingMin: 1, ratingMax: 5 } as const;

export const TESTIMONIAL_MESSAGES = {
  nameRequired: 'Name is required',
  textRequired: 'Text is required',
  kindRequired: 'Choose the kind of review',
  rating: `Rating must be a whole number from ${TESTIMONIAL_LIMITS.ratingMin} to ${TESTIMONIAL_LIMITS.ratingMax}`,
  noPhotoOnMessage: 'A WhatsApp message shows no photo',
  noAfterPhotoOnMeal: 'A meal photo has one photo',
  beforeNeedsAfter: 'Add the after photo as well',
  afterNeedsBefore: 'Add the before photo as well',
  orderIncomplete: 'List every testimonial once, in the new order',
  notFound: 'Testimonial not found',
} as const;

/** Uploaded photos go to /uploads/testimonials/; the demo's were drawn into /uploads/demo/. */
export const testimonialPhotoSchema = pictureSchema(['testimonials', 'demo']);

/** A stored photo as it is given back: its path and its alternative text (empty when none was stored). */
const storedPhotoSchema = z.object({ url: z.string(), alt: z.string() });

/** A testimonial as the site and the REST contract give it. */
export const testimonialSchema = z
  .object({
    id: z.int(),
    kind: z.enum(TESTIMONIAL_KINDS),
    name: z.string(),
    text: z.string(),
    rating: z.int(),
    date_line: z.string().meta({ description: 'Free text under the name, e.g. "March 2026"; empty for none.' }),
    photo: storedPhotoSchema.nullable().meta({ description: "The meal's photo, or the client's before photo." }),
    after_photo: storedPhotoSchema.nullable().meta({ description: "The client's after photo." }),
    hidden: z.boolean(),
    position: z.int().meta({ description: 'Its place in the list, from 1; the lists are in this order.' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Testimonial' });
export type Testimonial = z.infer<typeof testimonialSchema>;

/** The answers of the testimonial routes. */
export const testimonialAnswers = {
  list: z.object({ testimonials: z.array(testimonialSchema) }),
  written: z.object({ testimonial: testimonialSchema, message: z.string() }),
  reordered: z.object({ testimonials: z.array(testimonialSchema), message: z.string() }),
};

const testimonialFields = z.object({
  kind: z.enum(TESTIMONIAL_KINDS, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? TESTIMONIAL_MESSAGES.kindRequired
        : `Kind must be one of ${TESTIMONIAL_KINDS.join(', ')}`,
  }),
  name: requiredText(TESTIMONIAL_MESSAGES.nameRequired, TESTIMONIAL_LIMITS.name, refuseUntypeable),
  // Often pasted from a chat: what nobody types is stripped, not refused (as a transformation's testimonial).
  text: requiredText(TESTIMONIAL_MESSAGES.textRequired, TESTIMONIAL_LIMITS.text, normaliseUntypeable),
  rating: z
    .number({ error: TESTIMONIAL_MESSAGES.rating })
    .int(TESTIMONIAL_MESSAGES.rating)
    .min(TESTIMONIAL_LIMITS.ratingMin, TESTIMONIAL_MESSAGES.rating)
    .max(TESTIMONIAL_LIMITS.ratingMax, TESTIMONIAL_MESSAGES.rating),
  date_line: optionalText(TESTIMONIAL_LIMITS.dateLine, refuseUntypeable).transform((line) => line ?? ''),
  photo: testimonialPhotoSchema.nullable().default(null),
  after_photo: testimonialPhotoSchema.nullable().default(null),
  hidden: z.boolean().default(false),
});

type TestimonialFields = z.output<typeof testimonialFields>;

/** Which photos a kind shows: none on a message, one on a meal, before and after together on a client's result. */
function checkPhotosOfKind(t: TestimonialFields, ctx: z.RefinementCtx) {
  const refuse = (path: 'photo' | 'after_photo', message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (t.kind === 'whatsapp') {
    if (t.photo) refuse('photo', TESTIMONIAL_MESSAGES.noPhotoOnMessage);
    if (t.after_photo) refuse('after_photo', TESTIMONIAL_MESSAGES.noPhotoOnMessage);
  } else if (t.kind === 'meal') {
    if (t.after_photo) refuse('after_photo', TESTIMONIAL_MESSAGES.noAfterPhotoOnMeal);
  } else if (t.photo && !t.after_photo) {
    refuse('after_photo', TESTIMONIAL_MESSAGES.beforeNeedsAfter);
  } else if (t.after_photo && !t.photo) {
    refuse('photo', TESTIMONIAL_MESSAGES.afterNeedsBefore);
  }
}

/** A new testimonial, or the whole of an edited one (an edit sends every field, so the kind's photo rule holds). */
export const testimonialInputSchema = testimonialFields.superRefine(checkPhotosOfKind);
export type TestimonialInput = z.output<typeof testimonialInputSchema>;

const idSchema = z.number().int().positive();

export const testimonialUpdateSchema = testimonialFields.extend({ id: idSchema }).superRefine(checkPhotosOfKind);

/** Shows or hides one testimonial (REST names it in the URL, tRPC in the input). */
export const testimonialVisibilitySchema = z.object({ hidden: z.boolean({ error: 'Must be true or false' }) });
export const testimonialHideSchema = testimonialVisibilitySchema.extend({ id: idSchema });

/** Every testimonial's id once, in the new order (the Up and Down buttons send the whole list). */
export const testimonialOrderSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, TESTIMONIAL_MESSAGES.orderIncomplete)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, TESTIMONIAL_MESSAGES.orderIncomplete),
});
