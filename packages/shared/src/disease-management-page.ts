// The /disease-management page as the owner edits it: the opening with its note about her doctor, the condition cards
// (each with its anchor, common symptoms and how nutrition helps), the approach, the reasons to choose us and the call
// to action, with the spec's words as the defaults a fresh install starts with.
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

/** The sections hold these places on the page (and in its contents); a condition's anchor may not take one. */
export const DISEASE_FIXED_ANCHORS = ['hero', 'conditions', 'approach', 'why-choose-us', 'get-started'];

const conditionSchema = z.object({
  anchor: anchorField,
  name: lineField('Name', 80),
  description: paragraphField('Description', 800),
  symptoms: listField(lineField('Symptom', 160), 'symptom', 1, 10),
  helps: listField(lineField('Way nutrition helps', 160), 'way nutrition helps', 1, 10),
  icon: iconField,
  /** Listed in the page's table of contents. */
  in_contents: z.boolean().default(false),
});
export type DiseaseCondition = z.output<typeof conditionSchema>;

/** A section's name in the floating table of contents. */
const contentsLabel = lineField('Name in the contents', 40);

const cardSection = (label: string) =>
  sectionOf({ heading: lineField('Heading', 120), intro: optionalLine(300), items: listField(cardItem, label, 1, 8) });

export const diseaseManagementPageSchema = z.object({
  seo: pageSeoSchema,
  sections: z.object({
    hero: sectionOf({
      contents_label: contentsLabel,
      eyebrow: optionalLine(80),
      heading: lineField('Heading', 120),
      text: paragraphField('Text', 600),
      /** The boxed note under the text; empty means no note. */
      note: optionalLine(400),
    }),
    conditions: sectionOf({
      heading: lineField('Heading', 120),
      intro: optionalLine(300),
      symptoms_label: lineField('Symptoms heading', 60),
      helps_label: lineField('Nutrition heading', 60),
      items: anchoredList(conditionSchema, 'condition', 1, 8, DISEASE_FIXED_ANCHORS),
    }),
    approach: cardSection('step'),
    why: cardSection('reason'),
    cta: sectionOf({ contents_label: contentsLabel, ...ctaFields }),
  }),
});
export type DiseaseManagementPage = z.output<typeof diseaseManagementPageSchema>;

export const DISEASE_MANAGEMENT_PAGE_DEFAULTS: DiseaseManagementPage = {
  seo: { title: '', description: '', image: null },
  sections: {
    hero: {
      hidden: false,
      contents_label: 'Overview',
      eyebrow: 'Medical nutrition therapy',
      heading: 'Disease Management',
      text: 'Food is one of the most powerful tools you have for living well with PCOS, PCOD, thyroid disorders and diabetes. {owner_name}, certified dietitian, builds plans that ease symptoms and fit your life.',
      note: 'Our nutrition programs support, and never replace, the care of your doctor. Please keep taking any prescribed medication unless your doctor advises otherwise.',
    },
    conditions: {
      hidden: false,
      heading: 'Conditions We Manage',
      intro: 'Each condition needs its own approach. Here is how targeted nutrition makes a difference.',
      symptoms_label: 'Common Symptoms',
      helps_label: 'How Nutrition Helps',
      items: [
        {
          anchor: 'pcos',
          name: 'PCOS',
          description:
            'Polycystic Ovary Syndrome is a hormonal and metabolic condition, often linked to insulin resistance, that affects periods, weight, skin and fertility.',
          symptoms: [
            'Irregular or missed periods',
            'Weight gain, especially around the waist',
            'Acne, oily skin or excess facial hair',
            'Hair thinning on the scalp',
            'Difficulty conceiving',
          ],
          helps: [
            'Low-glycaemic meals that improve insulin sensitivity',
            'Protein and fibre at every meal to curb cravings',
            'Anti-inflammatory foods and healthy fats',
            'Gradual weight loss, which can help restore regular cycles',
          ],
          icon: 'flower',
          in_contents: false,
        },
        {
          anchor: 'pcod',
          name: 'PCOD',
          description:
            'Polycystic Ovarian Disease is a common condition in which the ovaries release many immature eggs, often driven by lifestyle, stress and hormonal imbalance.',
          symptoms: [
            'Irregular periods or heavy bleeding',
            'Bloating and weight gain',
            'Mood swings and fatigue',
            'Acne and hair fall',
          ],
          helps: [
            'Balanced, home-style meals at regular times',
            'Fewer refined carbohydrates and sugary drinks',
            'Iron- and fibre-rich foods for energy and digestion',
            'Habits for sleep, stress and activity that support hormonal balance',
          ],
          icon: 'droplets',
          in_contents: false,
        },
        {
          anchor: 'thyroid',
          name: 'Thyroid Disorders',
          description:
            'An underactive (hypothyroid) or overactive (hyperthyroid) thyroid changes your metabolism, affecting weight, energy, mood, skin and hair.',
          symptoms: [
            'Unexplained weight gain or weight loss',
            'Tiredness and low energy',
            'Hair fall and dry skin',
            'Feeling unusually cold or hot',
            'Puffiness, constipation or a racing heart',
          ],
          helps: [
            'Adequate iodine, selenium, zinc and iron from everyday foods',
            'Meal timing that works with your thyroid medication',
            'Portion-aware plans that support a slower metabolism',
            'Energy-sustaining meals to fight fatigue',
          ],
          icon: 'activity',
          in_contents: false,
        },
        {
          anchor: 'diabetes',
          name: 'Diabetes (Type 1 and 2)',
          description:
            'Diabetes affects how your body uses glucose. Type 1 needs insulin for life; Type 2 is closely linked to weight and lifestyle. Both benefit greatly from the right food.',
          symptoms: [
            'Frequent thirst and urination',
            'Tiredness and blurred vision',
            'Slow-healing cuts and infections',
            'Tingling or numbness in hands and feet',
          ],
          helps: [
            'Carbohydrate counting and smart food swaps',
            'Balanced plates that prevent blood sugar spikes',
            'Meal planning around insulin or medication',
            'Weight management that can improve HbA1c in Type 2',
          ],
          icon: 'heart-pulse',
          in_contents: false,
        },
      ],
    },
    approach: {
      hidden: false,
      heading: 'Our Approach',
      intro: 'A clear, step-by-step process that starts with understanding you, not with a diet chart.',
      items: [
        {
          title: 'Detailed Assessment',
          text: 'We review your medical history, lab reports, medication, eating habits and daily routine before suggesting anything.',
          icon: 'microscope',
        },
        {
          title: 'Personalised Nutrition Plan',
          text: 'A condition-specific plan built on the food you already enjoy, with clear portions and simple recipes.',
          icon: 'clipboard-list',
        },
        {
          title: 'Regular Monitoring',
          text: 'Scheduled check-ins track your symptoms, weight and reports, and we adjust your plan as your body responds.',
          icon: 'chart-line',
        },
        {
          title: 'Lifestyle Support',
          text: 'Guidance on sleep, stress, activity and eating out, so your new habits last beyond the program.',
          icon: 'apple',
        },
      ],
    },
    why: {
      hidden: false,
      heading: 'Why Choose Us',
      intro: 'Compassionate, expert care for conditions that affect every part of your day.',
      items: [
        {
          title: 'Certified Expertise',
          text: 'Plans are created by a certified dietitian experienced in hormonal and metabolic conditions.',
          icon: 'award',
        },
        {
          title: 'Works With Your Doctor',
          text: 'Nutrition therapy complements your medical treatment; it never replaces it.',
          icon: 'stethoscope',
        },
        {
          title: 'Evidence-Based',
          text: 'Recommendations follow current clinical nutrition guidelines, not fads or extreme diets.',
          icon: 'shield-check',
        },
        {
          title: 'Goal-Focused',
          text: 'Clear, measurable goals, from regular cycles to steadier blood sugar and better energy.',
          icon: 'target',
        },
        {
          title: 'Ongoing Support',
          text: 'Questions between sessions are answered on WhatsApp, so you never feel alone with your condition.',
          icon: 'message-circle',
        },
        {
          title: 'Online, Worldwide',
          text: 'Consultations by video call from anywhere, with plans adapted to the food available where you live.',
          icon: 'globe',
        },
      ],
    },
    cta: {
      hidden: false,
      contents_label: 'Get Started',
      heading: 'Take the first step towards better health',
      text: 'Your first consultation is free. Share your reports and concerns, and leave with a clear idea of how nutrition can help your condition.',
      primary_label: 'Book Free Consultation',
      secondary_label: 'Explore All Services',
    },
  },
};
