// The /about page as the owner edits it: its sections, each with its schema and the words a fresh install starts with.
import { z } from 'zod';
import {
  cardItem,
  ctaFields,
  lineField,
  listField,
  optionalLine,
  pageImageSchema,
  pageSeoSchema,
  paragraphField,
  sectionOf,
} from './page-fields';

const titledText = z.object({ title: lineField('Title', 80), text: paragraphField('Text', 400) });

export const aboutPageSchema = z.object({
  seo: pageSeoSchema,
  sections: z.object({
    story: sectionOf({
      eyebrow: optionalLine(80),
      heading: lineField('Heading', 120),
      paragraphs: listField(paragraphField('Paragraph', 1200), 'paragraph', 1, 8),
      /** Her photograph; without one, a neutral placeholder. */
      portrait: pageImageSchema.nullable().default(null),
      badge: optionalLine(60),
    }),
    stats: sectionOf({
      heading: lineField('Heading', 120),
      items: listField(z.object({ value: lineField('Value', 20), label: lineField('Label', 60) }), 'figure', 1, 8),
    }),
    qualifications: sectionOf({
      heading: lineField('Heading', 120),
      intro: optionalLine(300),
      items: listField(lineField('Qualification', 200), 'qualification', 1, 20),
    }),
    values: sectionOf({
      heading: lineField('Heading', 120),
      intro: optionalLine(300),
      items: listField(cardItem, 'value', 1, 8),
    }),
    approach: sectionOf({
      heading: lineField('Heading', 120),
      intro: optionalLine(300),
      steps: listField(titledText, 'step', 1, 8),
    }),
    mission: sectionOf({
      mission_heading: lineField('Mission heading', 120),
      mission_text: paragraphField('Mission', 800),
      vision_heading: lineField('Vision heading', 120),
      vision_text: paragraphField('Vision', 800),
    }),
    cta: sectionOf(ctaFields),
  }),
});
export type AboutPage = z.output<typeof aboutPageSchema>;

/** The words of a fresh install: the demo practice, with {names} filled from Settings when shown. */
export const ABOUT_PAGE_DEFAULTS: AboutPage = {
  seo: { title: '', description: '', image: null },
  sections: {
    story: {
      hidden: false,
      eyebrow: 'About {business_name}',
      heading: 'Meet {owner_name}',
      paragraphs: [
        '{owner_short_name} started {business_name} with a simple belief: eating well should never feel like a punishment. After years of watching people bounce between crash diets, skipped meals and guilt, she set out to build something different, coaching that respects your culture, your kitchen and your schedule.',
        'As a certified dietitian, she has since guided hundreds of clients through weight loss, healthy weight gain, PCOS and PCOD, thyroid disorders and diabetes. Many of them had tried everything before; what finally worked was a plan made for them, and someone in their corner week after week.',
        'Today {business_name} coaches clients across India and around the world through online consultations. The first conversation is always free, because the right plan starts with listening.',
      ],
      portrait: null,
      badge: 'Certified Dietitian',
    },
    stats: {
      hidden: false,
      heading: '{business_name} in numbers',
      items: [
        { value: '500+', label: 'Lives Transformed' },
        { value: '4.8/5', label: 'Average Client Rating' },
        { value: '95%', label: 'Success Rate' },
        { value: '5+', label: 'Years of Experience' },
      ],
    },
    qualifications: {
      hidden: false,
      heading: 'Qualifications',
      intro: 'Sound training and continuous learning, so the advice you receive reflects current nutrition science.',
      items: [
        'Certified Dietitian',
        'Postgraduate degree in Food Science and Nutrition',
        'Certified Diabetes Educator',
        'Advanced training in PCOS, thyroid and women’s health nutrition',
        'Continuing education in sports and weight-management nutrition',
      ],
    },
    values: {
      hidden: false,
      heading: 'Our Values',
      intro: 'The principles behind every consultation and every plan.',
      items: [
        {
          title: 'Personal, Not Generic',
          text: 'No two bodies, families or kitchens are the same, so no two plans are either.',
          icon: 'target',
        },
        {
          title: 'Science First',
          text: 'Advice grounded in evidence-based nutrition, explained in plain words, never in fads.',
          icon: 'microscope',
        },
        {
          title: 'Care Without Judgement',
          text: 'A warm, honest space to talk about food, weight and health, whatever your starting point.',
          icon: 'hand-heart',
        },
        {
          title: 'Sustainable Habits',
          text: 'Small, realistic changes you can keep for life, with the foods you already love.',
          icon: 'leaf',
        },
      ],
    },
    approach: {
      hidden: false,
      heading: 'Our Approach',
      intro: 'Four simple steps from your first call to results that last.',
      steps: [
        {
          title: 'Free Consultation',
          text: 'A relaxed 45-60 minute online conversation about your goals, health history, routine and food preferences.',
        },
        {
          title: 'Your Personal Plan',
          text: 'A nutrition plan designed around your body and lifestyle, with recipes, portions and easy swaps.',
        },
        {
          title: 'Coaching and Check-ins',
          text: 'Regular reviews and WhatsApp support keep you on track, and your plan evolves as you progress.',
        },
        {
          title: 'Lasting Results',
          text: 'We build the habits and confidence you need to maintain your results long after the program ends.',
        },
      ],
    },
    mission: {
      hidden: false,
      mission_heading: 'Our Mission',
      mission_text:
        'To help people everywhere reach a healthy weight and manage conditions like PCOS, thyroid disorders and diabetes through personalised, practical nutrition, without fear, guilt or extreme diets.',
      vision_heading: 'Our Vision',
      vision_text:
        'A world where expert nutrition guidance is accessible to anyone with an internet connection, and where every family sees everyday food as the foundation of lifelong health.',
    },
    cta: {
      hidden: false,
      heading: 'Let’s start your journey together',
      text: 'Book your free consultation with {owner_name}, or see how other clients have changed their health.',
      primary_label: 'Book Free Consultation',
      secondary_label: 'View Transformations',
    },
  },
};
