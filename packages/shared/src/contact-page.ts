// The /contact page as the owner edits it: the opening, the names of the ways to reach her (the numbers and
// addresses themselves come from Settings), the headings of the booking and message forms and the questions people
// ask, with the spec's words as defaults. The forms' fields and messages are the spec's and stay fixed.
import { z } from 'zod';
import { lineField, listField, optionalLine, pageSeoSchema, paragraphField, sectionOf } from './page-fields';

const headed = () => sectionOf({ heading: lineField('Heading', 120), intro: optionalLine(300) });

export const contactPageSchema = z.object({
  seo: pageSeoSchema,
  sections: z.object({
    hero: sectionOf({ heading: lineField('Heading', 120), text: optionalLine(400) }),
    ways: sectionOf({
      call_title: lineField('Phone card title', 40),
      email_title: lineField('E-mail card title', 40),
      whatsapp_title: lineField('WhatsApp card title', 40),
      whatsapp_text: lineField('WhatsApp link text', 60),
      hours_title: lineField('Hours card title', 40),
    }),
    consultation: headed(),
    message: headed(),
    faq: sectionOf({
      heading: lineField('Heading', 120),
      items: listField(
        z.object({ question: lineField('Question', 200), answer: paragraphField('Answer', 1000) }),
        'question',
        1,
        20,
      ),
    }),
  }),
});
export type ContactPageContent = z.output<typeof contactPageSchema>;

export const CONTACT_PAGE_DEFAULTS: ContactPageContent = {
  seo: { title: '', description: '', image: null },
  sections: {
    hero: {
      hidden: false,
      heading: "Let's Start Your Journey",
      text: "Book a free consultation or send us a message. We'll get back to you within 24 hours.",
    },
    ways: {
      hidden: false,
      call_title: 'Call Us',
      email_title: 'Email Us',
      whatsapp_title: 'WhatsApp',
      whatsapp_text: 'Chat with us',
      hours_title: 'Consultation Hours',
    },
    consultation: {
      hidden: false,
      heading: 'Book Your Free Consultation',
      intro: '45-60 minutes online with a certified dietitian, wherever you are.',
    },
    message: {
      hidden: false,
      heading: 'Send Us a Message',
      intro: 'Questions about programs, pricing or anything else? Write to us.',
    },
    faq: {
      hidden: false,
      heading: 'Frequently Asked Questions',
      items: [
        {
          question: 'Is the first consultation really free?',
          answer: 'Yes. Your first consultation is free, with no obligation to sign up for a program.',
        },
        {
          question: 'How long does a consultation last?',
          answer: 'A consultation lasts 45-60 minutes, so we have time to understand your health, habits and goals.',
        },
        {
          question: 'How quickly will you get back to me?',
          answer: 'We respond within 24 hours, usually much sooner, by phone, WhatsApp or e-mail.',
        },
        {
          question: 'When will I see results?',
          answer:
            'Most clients notice first results in 2-4 weeks: more energy, better digestion and the scale starting to move.',
        },
        {
          question: 'Do you work with clients outside India?',
          answer: 'Yes. All consultations are online, so we coach clients worldwide across time zones.',
        },
        {
          question: 'Will I have to give up the food I love?',
          answer: 'No. Plans are built around your cuisine, preferences and routine, so they are easy to keep up.',
        },
      ],
    },
  },
};
