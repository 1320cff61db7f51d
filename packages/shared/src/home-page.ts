// The home page as the owner edits it: the opening with its figures, the headings of the transformations, services,
// recipes and BMI sections, the services cards and the closing call to action, with the spec's words as defaults.
// The transformations and recipes shown are the featured ones, managed in their own screens.
import { z } from 'zod';
import { iconField, lineField, listField, optionalLine, pageSeoSchema, paragraphField, sectionOf } from './page-fields';
import { PAGE_LINK_PATHS } from './page-text';

/** A heading and a line under it: the sections whose cards come from elsewhere (transformations, recipes). */
const headed = () => sectionOf({ heading: lineField('Heading', 120), intro: optionalLine(300) });

const serviceCard = z.object({
  title: lineField('Title', 80),
  text: paragraphField('Text', 300),
  icon: iconField,
  link_path: z.enum(PAGE_LINK_PATHS, { error: 'Choose one of the site’s pages' }),
  /** A place on that page ("weight-loss" for /services#weight-loss); empty for its top. */
  link_anchor: z
    .string()
    .trim()
    .regex(/^([a-z][a-z0-9-]{0,39})?$/, 'Use lowercase letters, digits and hyphens, starting with a letter')
    .default(''),
});
export type HomeServiceCard = z.output<typeof serviceCard>;

export const homePageSchema = z.object({
  seo: pageSeoSchema,
  sections: z.object({
    hero: sectionOf({
      /** Empty: the tagline from Settings. */
      eyebrow: optionalLine(120),
      heading: lineField('Heading', 120),
      text: paragraphField('Text', 600),
      primary_label: lineField('Button text', 40),
      secondary_label: lineField('Second button text', 40),
      stats: listField(z.object({ value: lineField('Value', 20), label: lineField('Label', 60) }), 'figure', 0, 6),
    }),
    transformations: headed(),
    services: sectionOf({
      heading: lineField('Heading', 120),
      intro: optionalLine(300),
      items: listField(serviceCard, 'service', 1, 8),
    }),
    recipes: headed(),
    bmi: headed(),
    cta: sectionOf({
      heading: lineField('Heading', 120),
      text: optionalLine(300),
      primary_label: lineField('Button text', 40),
      secondary_label: lineField('Second button text', 40),
    }),
  }),
});
export type HomePage = z.output<typeof homePageSchema>;

export const HOME_PAGE_DEFAULTS: HomePage = {
  seo: { title: '', description: '', image: null },
  sections: {
    hero: {
      hidden: false,
      eyebrow: '',
      heading: 'Transform your health with food you love',
      text: 'Personalised plans for weight loss, healthy weight gain and conditions like PCOS, thyroid and diabetes, from {owner_name}, certified dietitian. Online consultations, worldwide.',
      primary_label: 'Book Free Consultation',
      secondary_label: 'See Transformations',
      stats: [
        { value: '100+', label: 'Happy Clients' },
        { value: '95%', label: 'Success Rate' },
        { value: '5+', label: 'Years Experience' },
        { value: '4.8', label: 'Average Rating' },
      ],
    },
    transformations: {
      hidden: false,
      heading: 'Real Transformations',
      intro: 'Stories from clients who changed their health for good.',
    },
    services: {
      hidden: false,
      heading: 'How We Can Help',
      intro: 'Programs built around your body, your goals and your routine.',
      items: [
        {
          title: 'Weight Loss',
          text: 'Sustainable fat loss with food you enjoy, no crash diets.',
          icon: 'scale',
          link_path: '/services',
          link_anchor: 'weight-loss',
        },
        {
          title: 'Weight Gain',
          text: 'Healthy, steady gain of strength and lean mass.',
          icon: 'activity',
          link_path: '/services',
          link_anchor: 'weight-gain',
        },
        {
          title: 'Disease Management',
          text: 'Nutrition for PCOS, PCOD, thyroid and diabetes.',
          icon: 'heart-pulse',
          link_path: '/disease-management',
          link_anchor: '',
        },
        {
          title: 'Skin Toning',
          text: 'Eat for clearer, healthier, glowing skin.',
          icon: 'sparkles',
          link_path: '/services',
          link_anchor: 'skin-toning',
        },
      ],
    },
    recipes: {
      hidden: false,
      heading: 'Healthy Recipes',
      intro: 'Quick, balanced dishes from our kitchen to yours.',
    },
    bmi: {
      hidden: false,
      heading: 'BMI Calculator',
      intro: 'A quick first check of where you stand. Your dietitian looks at much more.',
    },
    cta: {
      hidden: false,
      heading: 'Ready to start your journey?',
      text: "Your first consultation is free. Let's build a plan that works for you.",
      primary_label: 'Book Free Consultation',
      secondary_label: 'Meet Your Dietitian',
    },
  },
};
