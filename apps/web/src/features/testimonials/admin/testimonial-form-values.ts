// The testimonial form's values, checked by the shared schema once the rating is read as a number, "shown" turned
// into "hidden", and the photos the chosen kind does not show left out.
import {
  type Picture,
  TESTIMONIAL_KIND_LABELS,
  TESTIMONIAL_KINDS,
  type Testimonial,
  type TestimonialKind,
  testimonialInputSchema,
} from '@coach/shared';
import { z } from 'zod';

export type TestimonialFormValues = {
  kind: TestimonialKind | '';
  name: string;
  text: string;
  rating: string;
  date_line: string;
  photo: Picture | null;
  after_photo: Picture | null;
  shown: boolean;
};

export const EMPTY_TESTIMONIAL_FORM: TestimonialFormValues = {
  kind: '',
  name: '',
  text: '',
  rating: '5',
  date_line: '',
  photo: null,
  after_photo: null,
  shown: true,
};

export const TESTIMONIAL_KIND_OPTIONS = TESTIMONIAL_KINDS.map((value) => ({
  value,
  label: TESTIMONIAL_KIND_LABELS[value],
}));

export function testimonialToFormValues(t: Testimonial): TestimonialFormValues {
  return {
    kind: t.kind,
    name: t.name,
    text: t.text,
    rating: String(t.rating),
    date_line: t.date_line,
    photo: t.photo,
    after_photo: t.after_photo,
    shown: !t.hidden,
  };
}

const pictureValue = z.object({ url: z.string(), alt: z.string() }).nullable();

export const testimonialFormSchema = z
  .object({
    kind: z.enum(['', ...TESTIMONIAL_KINDS]),
    name: z.string(),
    text: z.string(),
    rating: z.string(),
    date_line: z.string(),
    photo: pictureValue,
    after_photo: pictureValue,
    shown: z.boolean(),
  })
  .transform(
    ({ shown, ...form }) =>
      // Typed as the schema's input so it can be piped into it; the shared schema is what checks these values.
      ({
        ...form,
        kind: form.kind || undefined,
        rating: Number(form.rating),
        photo: form.kind === 'whatsapp' ? null : form.photo,
        after_photo: form.kind === 'client' ? form.after_photo : null,
        hidden: !shown,
      }) as z.input<typeof testimonialInputSchema>,
  )
  .pipe(testimonialInputSchema);

export type TestimonialPayload = z.output<typeof testimonialFormSchema>;
