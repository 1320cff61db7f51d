// The /services page as the owner edits it: the opening, the programmes (each with its own anchor, features and
// duration), virtual coaching, additional services, why choose us and the call to action, with the spec's words as the
// defaults a fresh install starts with.
import { z } from 'zod';
import {
  anchoredList,
  anchorField,
  cardItem,
  ctaFields,
  iconField,
  lineField,
  listField,
  optionalLine,
  pageSeoSchema,
  paragraphField,
  sectionOf,
} from './page-fields';
import { PAGE_LINK_PATHS, type PageLinkPath } from './page-text';

const programmeSchema = z.object({
  anchor: anchorField,
  title: lineField('Title', 80),
  tagline: optionalLine(120),
  description: paragraphField('Description', 800),
  features: listField(lineField('Feature', 160), 'feature', 1, 10),
  duration: optionalLine(40),
  icon: iconField,
  /** Shown highlighted, with a "Most Popular" label. */
  popular: z.boolean().default(false),
  /** Listed in the page's table of contents. */
  in_contents: z.boolean().default(false),
  /** A second button to another page of the site; no label means no button. */
  learn_more_label: optionalLine(60),
  learn_more_path: z.enum(['', ...PAGE_LINK_PATHS], { error: 'Choose one of the site’s pages' }).default(''),
  /** Its name in the header's Services menu and the footer's services list; empty leaves it out of both. */
  menu_label: optionalLine(40),
});
export type ServicesProgramme = z.output<typeof programmeSchema>;

/** The sections other than the programmes hold these places on the page. */
export const SERVICES_FIXED_ANCHORS = ['our-services', 'virtual-coaching', 'additional-services', 'why-choose-us'];

const programmes = anchoredList(programmeSchema, 'programme', 1, 8, SERVICES_FIXED_ANCHORS);

const featureSection = (label: string) =>
  sectionOf({
    heading: lineField('Heading', 120),
    intro: optionalLine(300),
    items: listField(cardItem, label, 1, 8),
  });

export const servicesPageSchema = z.object({
  seo: pageSeoSchema,
  sections: z.object({
    hero: sectionOf({
      eyebrow: optionalLine(80),
      heading: lineField('Heading', 120),
      text: paragraphField('Text', 600),
      points: listField(lineField('Point', 60), 'point', 0, 6),
    }),
    programmes: sectionOf({ items: programmes }),
    virtual: sectionOf({
      eyebrow: optionalLine(80),
      heading: lineField('Heading', 120),
      intro: optionalLine(400),
      items: listField(cardItem, 'point', 1, 6),
      menu_label: optionalLine(40),
    }),
    additional: featureSection('service'),
    why: featureSection('reason'),
    cta: sectionOf(ctaFields),
  }),
});
export type ServicesPage = z.output<typeof servicesPageSchema>;

/** A programme with its optional fields filled, its keys in the schema's order (pages are compared as JSON). */
const programme = ({
  popular = false,
  in_contents = false,
  learn_more_label = '',
  learn_more_path = '',
  menu_label = '',
  ...values
}: Omit<ServicesProgramme, 'popular' | 'in_contents' | 'learn_more_label' | 'learn_more_path' | 'menu_label'> &
  Partial<ServicesProgramme>): ServicesProgramme => ({
  ...values,
  popular,
  in_contents,
  learn_more_label,
  learn_more_path,
  menu_label,
});

export const SERVICES_PAGE_DEFAULTS: ServicesPage = {
  seo: { title: '', description: '', image: null },
  sections: {
    hero: {
      hidden: false,
      eyebrow: 'What we offer',
      heading: 'Our Services',
      text: 'Nutrition programs designed by {owner_name}, certified dietitian, for weight loss, healthy weight gain, PCOS, thyroid and diabetes care, and glowing skin. Every plan is personal, practical and delivered online, wherever you live.',
      points: ['Free first consultation', 'Online, worldwide', 'Plans built around your food'],
    },
    programmes: {
      hidden: false,
      items: [
        programme({
          anchor: 'weight-loss',
          menu_label: 'Weight Loss',
          title: 'Weight Loss Programs',
          tagline: 'Lose fat, keep your energy, enjoy your food',
          description:
            'Steady, sustainable fat loss without crash diets or giving up the dishes you love. Your plan is built around your body, your routine and your kitchen, so the results last long after the program ends.',
          features: [
            'Personalised, calorie-balanced meal plans',
            'Home-style Indian and international recipes',
            'Weekly progress reviews and plan adjustments',
            'Strategies for cravings, hunger and emotional eating',
            'Body measurements and BMI tracking',
            'Habit coaching to keep the weight off for good',
          ],
          duration: '3-12 months',
          icon: 'trending-down',
          popular: true,
          in_contents: true,
        }),
        programme({
          anchor: 'weight-gain',
          menu_label: 'Weight Gain',
          title: 'Weight Gain Programs',
          tagline: 'Healthy weight, real strength',
          description:
            'Gain weight the healthy way with nutrient-dense meals instead of junk calories. Ideal if you are underweight, have a small appetite or want to build muscle and stamina.',
          features: [
            'High-protein, calorie-rich meal plans',
            'Meal timing that builds your appetite gradually',
            'Nutrition to support muscle gain and recovery',
            'Healthy snacks, shakes and smoothie ideas',
            'Digestion and gut-health support',
            'Regular weight and strength check-ins',
          ],
          duration: '4-8 months',
          icon: 'trending-up',
          in_contents: true,
        }),
        programme({
          anchor: 'disease-management',
          menu_label: 'Disease Management',
          title: 'Disease Management',
          tagline: 'PCOS, PCOD, thyroid and diabetes',
          description:
            'Medical nutrition therapy for PCOS, PCOD, thyroid disorders and diabetes (Type 1 and 2). We work alongside your doctor’s treatment to ease symptoms, balance hormones and steady your blood sugar.',
          features: [
            'Condition-specific diet plans',
            'Blood sugar and insulin-friendly meals',
            'Hormone-balancing nutrition',
            'Review of your lab reports and medical history',
            'Meal timing that fits your medication',
            'Sleep, stress and lifestyle guidance',
          ],
          duration: '6-12 months',
          icon: 'heart-pulse',
          learn_more_label: 'Learn More About Conditions',
          learn_more_path: '/disease-management',
        }),
        programme({
          anchor: 'skin-toning',
          menu_label: 'Skin Toning',
          title: 'Skin Toning',
          tagline: 'Nourish your skin from within',
          description:
            'Clearer, healthier-looking skin and a toned body through food. We focus on the nutrients, hydration and steady fat loss that support firm skin and a natural glow.',
          features: [
            'Antioxidant-rich, skin-friendly foods',
            'Protein plans that support collagen',
            'Daily hydration routines',
            'Acne- and inflammation-aware eating',
            'Gentle fat loss for a toned look',
            'Simple at-home exercise guidance',
          ],
          duration: '3-6 months',
          icon: 'sparkles',
        }),
      ],
    },
    virtual: {
      hidden: false,
      eyebrow: 'Wherever you are',
      heading: 'Virtual Coaching',
      intro:
        'Every program is available as online coaching. Consultations take place over video call, and your plan, recipes and progress reviews reach you wherever you live, in India or abroad.',
      items: [
        {
          title: 'Video consultations',
          text: 'Meet your dietitian face to face over a video call from home, the office or anywhere in the world.',
          icon: 'video',
        },
        {
          title: 'Support between sessions',
          text: 'Send meal photos and questions on WhatsApp and get practical answers when you need them.',
          icon: 'message-circle',
        },
        {
          title: 'Any time zone',
          text: 'Clients in India and abroad are coached at times that suit their day, with plans based on locally available food.',
          icon: 'globe',
        },
      ],
      menu_label: 'Virtual Coaching',
    },
    additional: {
      hidden: false,
      heading: 'Additional Services',
      intro: 'Flexible options to start small, stay on track after a program, or learn together with others.',
      items: [
        {
          title: 'Customized Diet Plans',
          text: 'A one-off, fully personalised plan for your goal, food preferences, allergies and budget, with easy swaps for eating out and travel.',
          icon: 'clipboard-list',
        },
        {
          title: 'Monthly Check-ins',
          text: 'A monthly review of your progress, measurements and plan, so you stay accountable after finishing a full program.',
          icon: 'calendar-check',
        },
        {
          title: 'Group Workshops',
          text: 'Interactive online sessions on topics like healthy family meals, office snacking and festive eating without guilt.',
          icon: 'users',
        },
      ],
    },
    why: {
      hidden: false,
      heading: 'Why Choose Us',
      intro: 'Real food, real science and real support, from your first call to your last check-in.',
      items: [
        {
          title: 'Certified Dietitian',
          text: 'Every plan is designed by a qualified professional, using current, evidence-based nutrition science.',
          icon: 'award',
        },
        {
          title: 'Truly Personalised',
          text: 'No copy-paste diet charts: your plan reflects your health, culture, schedule and the food you enjoy.',
          icon: 'target',
        },
        {
          title: 'Sustainable Results',
          text: 'We build habits you can live with, so the progress you make stays with you after the program.',
          icon: 'scale',
        },
        {
          title: 'Online, Worldwide',
          text: 'Book from anywhere. Your first consultation is free, and support is only a message away.',
          icon: 'globe',
        },
      ],
    },
    cta: {
      hidden: false,
      heading: 'Not sure which program is right for you?',
      text: 'Book a free consultation. We will talk through your goals, health and routine, and recommend the plan that fits you best, with no obligation.',
      primary_label: 'Book Free Consultation',
      secondary_label: 'See Client Transformations',
    },
  },
};

/** Pages that tell one service in full: a programme whose second button leads to one is listed in the menus by it. */
const SERVICE_PAGES: readonly PageLinkPath[] = ['/disease-management'];

/** A service in the site's menus, with its name as typed (its {tokens} are filled where it is shown). */
export type ServiceMenuLink = { label: string; path: PageLinkPath; hash: string | null };

/**
 * The services the menus name, in the page's order: each shown programme with a menu name, at its place on /services
 * or on its own page, then virtual coaching. The header's Services menu lists those on /services (a service page has
 * its own entry in the navigation); the footer lists them all.
 */
export function servicesMenuOf({ sections }: ServicesPage): ServiceMenuLink[] {
  const { programmes, virtual } = sections;
  const links: ServiceMenuLink[] = programmes.hidden
    ? []
    : programmes.items
        .filter((programme) => programme.menu_label)
        .map((programme) =>
          SERVICE_PAGES.includes(programme.learn_more_path as PageLinkPath)
            ? { label: programme.menu_label, path: programme.learn_more_path as PageLinkPath, hash: null }
            : { label: programme.menu_label, path: '/services', hash: programme.anchor },
        );
  if (!virtual.hidden && virtual.menu_label) {
    links.push({ label: virtual.menu_label, path: '/services', hash: 'virtual-coaching' });
  }
  return links;
}
