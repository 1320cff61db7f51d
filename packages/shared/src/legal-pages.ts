// The legal pages as the owner edits them (privacy policy, terms of service, disclaimer): one schema for the three,
// a heading, a note asking the owner to review the text, an introduction and numbered parts of rich text (sanitised
// HTML), with today's words as the defaults. The HTML may say {business_name}, {owner_name}, {owner_short_name},
// {email}, {phone}, {consultation_hours} and {lead_retention}, filled from Settings when shown (fillPageHtml).
import { z } from 'zod';
import {
  anchoredList,
  anchorField,
  lineField,
  optionalLine,
  pageSeoSchema,
  paragraphField,
  richTextField,
  sectionOf,
} from './page-fields';
import type { LegalPageKey } from './page-text';

/** The longest rich text of one part, as HTML. */
export const LEGAL_HTML_MAX = 20_000;

/** The page's heading is the only fixed place a part's anchor may not take. */
const LEGAL_FIXED_ANCHORS = ['legal-heading'];

const legalPartSchema = z.object({
  anchor: anchorField,
  heading: lineField('Heading', 120),
  html: richTextField('Text', LEGAL_HTML_MAX),
});
export type LegalPart = z.output<typeof legalPartSchema>;

export const legalPageSchema = z.object({
  seo: pageSeoSchema,
  sections: z.object({
    header: sectionOf({ eyebrow: optionalLine(80), heading: lineField('Heading', 120) }),
    /** A boxed note to visitors that the text is a template the owner should review; hidden once she has. */
    review: sectionOf({ label: optionalLine(60), text: paragraphField('Text', 600) }),
    intro: sectionOf({ html: richTextField('Introduction', LEGAL_HTML_MAX) }),
    parts: sectionOf({ items: anchoredList(legalPartSchema, 'part', 1, 30, LEGAL_FIXED_ANCHORS) }),
  }),
});
export type LegalPage = z.output<typeof legalPageSchema>;

const legalPage = (heading: string, intro: string, parts: Array<[string, string, string]>): LegalPage => ({
  seo: { title: '', description: '', image: null },
  sections: {
    header: { hidden: false, eyebrow: 'Legal', heading },
    review: {
      hidden: false,
      label: 'Please review:',
      text: 'this page contains template text prepared for {business_name}. The owner should review it, ideally with a legal adviser, and adapt it to how the business actually works before relying on it.',
    },
    intro: { hidden: false, html: intro },
    parts: {
      hidden: false,
      items: parts.map(([anchor, partHeading, html]) => ({ anchor, heading: partHeading, html })),
    },
  },
});

const PRIVACY_POLICY = legalPage(
  'Privacy Policy',
  '<p>{business_name} is an online nutrition coaching practice run by {owner_name}, a certified dietitian based in India, serving clients worldwide. Your health information is personal, and we treat it that way. This policy explains what we collect, why, and the choices you have.</p>',
  [
    [
      'information-we-collect',
      '1. Information we collect',
      '<p>We only collect what you choose to send us through the forms on this website:</p>' +
        '<ul><li><p><strong>Consultation booking form:</strong> your name, e-mail address, phone number, age, current weight, target weight, your goal (for example weight loss or weight gain) and any message you add.</p></li>' +
        '<li><p><strong>Expert call-back request:</strong> your name, e-mail address, phone number and an optional message.</p></li>' +
        '<li><p><strong>Contact form:</strong> your name, e-mail address, phone number (optional), subject and message.</p></li></ul>' +
        '<p>During coaching you may also share health details such as medical conditions, lab reports, medication and eating habits. We ask only for what we need to give you safe, personalised advice.</p>' +
        '<p>The BMI calculator runs entirely in your browser; the height and weight you enter there are not sent to us.</p>',
    ],
    [
      'how-we-use-it',
      '2. How we use your information',
      '<p>We use your information only to:</p>' +
        '<ul><li><p>respond to your enquiry or call-back request;</p></li><li><p>schedule and hold your consultations;</p></li>' +
        '<li><p>prepare your personalised nutrition plan and follow your progress;</p></li>' +
        '<li><p>send you confirmations, replies and plan updates by e-mail, phone or WhatsApp.</p></li></ul>' +
        '<p>We do not use your information for advertising, we do not build marketing profiles, and we do not send newsletters unless you ask for them.</p>',
    ],
    [
      'email-delivery',
      '3. E-mail delivery',
      '<p>When you submit a form, we send a confirmation to you and a notification to our team by e-mail. These e-mails are sent through an e-mail delivery service that processes your name, e-mail address and the details of your request only to deliver the message.</p>',
    ],
    [
      'sharing',
      '4. Sharing and selling',
      '<p><strong>We never sell, rent or trade your personal information.</strong> We share it only with the service providers we need to run this website and deliver e-mail, under obligations to keep it confidential, or when the law requires us to. With your permission, we may coordinate with your doctor about your nutrition plan.</p>',
    ],
    [
      'storage-and-security',
      '5. Storage, security and retention',
      '<p>Your information is stored on secured servers that only {business_name} can access. We keep enquiries and coaching records for as long as we need them to support you and meet our legal and professional obligations, and then delete them.</p>' +
        '<p>{lead_retention}</p>' +
        '<p>Because we coach clients around the world, your information may be processed in India or in the country of our hosting and e-mail providers. We apply the same protection wherever it is processed.</p>',
    ],
    [
      'cookies',
      '6. Cookies and local storage',
      '<p>We do not use advertising or tracking cookies. This website uses your browser’s local storage only to remember that you closed the consultation popup or the BMI banner, so we do not show them again too soon, and to keep administrators of the site signed in. You can clear this at any time in your browser settings.</p>',
    ],
    [
      'your-rights',
      '7. Your rights and deleting your data',
      '<p>You can ask us at any time to show you the information we hold about you (we send it as one file), to correct it, or to delete it. To do so, e-mail {email} from the address you used with us. We will confirm within 30 days, and sooner where we can. Depending on where you live, you may have further rights under local law, such as India’s Digital Personal Data Protection Act or the GDPR, and we will honour them.</p>',
    ],
    [
      'children',
      '8. Children',
      '<p>Our services are meant for adults and for young people aged 16 or over. If you are under 18, please ask a parent or guardian to contact us with you.</p>',
    ],
    [
      'changes',
      '9. Changes to this policy',
      '<p>If we change how we handle your information, we will update this page and the date at the top. Significant changes will be highlighted on the website.</p>',
    ],
    [
      'contact',
      '10. Contact us',
      '<p>Questions about your privacy? Write to {email} or call {phone} ({consultation_hours}).</p>',
    ],
  ],
);

const TERMS_OF_SERVICE = legalPage(
  'Terms of Service',
  '<p>These terms apply to your use of this website and to the online nutrition coaching offered by {business_name}, led by {owner_name}, certified dietitian, from India to clients worldwide. By using the website or booking a consultation, you agree to them.</p>',
  [
    [
      'our-services',
      '1. Our services',
      '<p>We offer personalised nutrition coaching for weight loss, weight gain, skin toning and the nutritional management of conditions such as PCOS, PCOD, thyroid disorders and diabetes. Coaching takes place online, by video call, phone, e-mail and WhatsApp. Program details, duration and fees are confirmed with you before you begin.</p>',
    ],
    [
      'not-medical-care',
      '2. Nutrition coaching is not medical treatment',
      '<p>Our advice is about food, nutrition and lifestyle. It does not diagnose or treat disease and does not replace your doctor. Please keep seeing your doctor for any medical condition, and do not stop or change prescribed medication without their advice. See our <a href="/disclaimer">Disclaimer</a> for more.</p>',
    ],
    [
      'eligibility',
      '3. Who can use our services',
      '<p>You must be at least 16 years old to book a consultation. If you are under 18, a parent or guardian must agree to these terms with you. Our programs are not designed for pregnancy, breastfeeding or eating disorders unless we have agreed a specific plan with you and your doctor.</p>',
    ],
    [
      'your-responsibilities',
      '4. Your responsibilities',
      '<ul><li><p>Give accurate, complete information about your health, medication, allergies and lifestyle.</p></li>' +
        '<li><p>Tell us promptly about any change in your health or any new diagnosis or medication.</p></li>' +
        '<li><p>Follow your plan sensibly, and stop and seek medical help if you feel unwell.</p></li>' +
        '<li><p>Use the plans, recipes and materials we give you for your own personal use only.</p></li></ul>',
    ],
    [
      'consultations',
      '5. Consultations, fees and cancellations',
      '<p>Your first consultation is free and lasts about 45-60 minutes. Fees for paid programs and check-ins, what they include, and how they are paid are agreed with you in writing before you start. If you need to reschedule a session, please let us know at least 24 hours in advance. Refunds, where offered, follow the terms agreed for your program.</p>',
    ],
    [
      'results',
      '6. Results',
      '<p>Everyone’s body is different. Results depend on your health, genetics, consistency and many other factors, so we cannot guarantee any particular outcome. The transformations and testimonials on this website are real experiences of individual clients and are not a promise of the same results.</p>',
    ],
    [
      'intellectual-property',
      '7. Website content',
      '<p>The text, recipes, videos, plans and design of this website belong to {business_name} or its licensors. You are welcome to use them for your own personal, non-commercial purposes; please do not copy or republish them without our permission.</p>',
    ],
    [
      'liability',
      '8. Limitation of liability',
      '<p>We provide our services with care and skill. To the extent the law allows, {business_name} is not liable for any indirect loss, or for any harm arising from information you did not share with us, from not following your plan, or from using the website’s general content in place of personalised advice.</p>',
    ],
    [
      'governing-law',
      '9. Governing law and changes',
      '<p>These terms are governed by the laws of India. We may update them from time to time; the date at the top of this page shows when they last changed, and the version in force when you book applies to that booking.</p>',
    ],
    [
      'contact',
      '10. Contact us',
      '<p>Questions about these terms? Write to {email} or call {phone} ({consultation_hours}).</p>',
    ],
  ],
);

const DISCLAIMER = legalPage(
  'Disclaimer',
  '<p>We want this website to be genuinely useful, and we also want you to use it safely. Please read the points below before acting on anything you find here.</p>',
  [
    [
      'not-medical-advice',
      '1. Not medical advice',
      '<p>The articles, recipes, videos, BMI calculator and other content on this website are general nutrition education. They are not medical advice and are not a substitute for diagnosis or treatment by a qualified doctor. Personalised guidance is given only within a consultation, based on the information you share with us.</p>',
    ],
    [
      'consult-your-doctor',
      '2. Talk to your doctor first',
      '<p>Always consult your doctor before making significant changes to your diet, especially if you:</p>' +
        '<ul><li><p>have PCOS, PCOD, a thyroid disorder, diabetes, or a heart, kidney or liver condition;</p></li>' +
        '<li><p>take medication, including insulin or thyroid hormones;</p></li>' +
        '<li><p>are pregnant, planning a pregnancy or breastfeeding;</p></li>' +
        '<li><p>have, or have had, an eating disorder.</p></li></ul>' +
        '<p>Never stop or change prescribed medication without your doctor’s advice.</p>',
    ],
    [
      'results-vary',
      '3. Results vary',
      '<p>The transformations, testimonials and statistics on this website reflect the experiences of individual clients. Results depend on your health, body, consistency and circumstances, and we cannot promise that you will achieve the same outcome or within the same time.</p>',
    ],
    [
      'bmi-calculator',
      '4. The BMI calculator',
      '<p>Body Mass Index is a simple screening measure. It does not account for muscle mass, age, ethnicity or body shape, and it cannot diagnose any condition. Use your result as a starting point for a conversation, not as a verdict.</p>',
    ],
    [
      'recipes-and-allergies',
      '5. Recipes and allergies',
      '<p>Check every recipe’s ingredients against your own allergies, intolerances and dietary needs. Nutritional values, where shown, are estimates.</p>',
    ],
    [
      'external-links',
      '6. External services',
      '<p>This website links to services run by others, such as video platforms, social networks and WhatsApp. We are not responsible for their content or their privacy practices.</p>',
    ],
    [
      'contact',
      '7. Questions',
      '<p>If anything here is unclear, write to {email} or <a href="/contact">get in touch</a>. You can also read our <a href="/privacy-policy">Privacy Policy</a> and <a href="/terms-of-service">Terms of Service</a>.</p>',
    ],
  ],
);

export const LEGAL_PAGE_DEFAULTS: Record<LegalPageKey, LegalPage> = {
  'privacy-policy': PRIVACY_POLICY,
  'terms-of-service': TERMS_OF_SERVICE,
  disclaimer: DISCLAIMER,
};
