// The words of the /disease-management page: the four conditions, our approach and the reasons to choose us.
import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  Apple,
  Award,
  ChartLine,
  ClipboardList,
  Droplets,
  Flower2,
  Globe,
  HeartPulse,
  MessageCircle,
  Microscope,
  ShieldCheck,
  Stethoscope,
  Target,
} from 'lucide-react';
import type { TocEntry } from '@/components/layout/table-of-contents';

export const DISEASE_TOC: TocEntry[] = [
  { id: 'hero', label: 'Overview' },
  { id: 'conditions', label: 'Conditions We Manage' },
  { id: 'approach', label: 'Our Approach' },
  { id: 'why-choose-us', label: 'Why Choose Us' },
  { id: 'get-started', label: 'Get Started' },
];

export type Condition = {
  id: string;
  name: string;
  description: string;
  symptoms: string[];
  nutritionHelps: string[];
  icon: LucideIcon;
};

export const CONDITIONS: Condition[] = [
  {
    id: 'pcos',
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
    nutritionHelps: [
      'Low-glycaemic meals that improve insulin sensitivity',
      'Protein and fibre at every meal to curb cravings',
      'Anti-inflammatory foods and healthy fats',
      'Gradual weight loss, which can help restore regular cycles',
    ],
    icon: Flower2,
  },
  {
    id: 'pcod',
    name: 'PCOD',
    description:
      'Polycystic Ovarian Disease is a common condition in which the ovaries release many immature eggs, often driven by lifestyle, stress and hormonal imbalance.',
    symptoms: [
      'Irregular periods or heavy bleeding',
      'Bloating and weight gain',
      'Mood swings and fatigue',
      'Acne and hair fall',
    ],
    nutritionHelps: [
      'Balanced, home-style meals at regular times',
      'Fewer refined carbohydrates and sugary drinks',
      'Iron- and fibre-rich foods for energy and digestion',
      'Habits for sleep, stress and activity that support hormonal balance',
    ],
    icon: Droplets,
  },
  {
    id: 'thyroid',
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
    nutritionHelps: [
      'Adequate iodine, selenium, zinc and iron from everyday foods',
      'Meal timing that works with your thyroid medication',
      'Portion-aware plans that support a slower metabolism',
      'Energy-sustaining meals to fight fatigue',
    ],
    icon: Activity,
  },
  {
    id: 'diabetes',
    name: 'Diabetes (Type 1 and 2)',
    description:
      'Diabetes affects how your body uses glucose. Type 1 needs insulin for life; Type 2 is closely linked to weight and lifestyle. Both benefit greatly from the right food.',
    symptoms: [
      'Frequent thirst and urination',
      'Tiredness and blurred vision',
      'Slow-healing cuts and infections',
      'Tingling or numbness in hands and feet',
    ],
    nutritionHelps: [
      'Carbohydrate counting and smart food swaps',
      'Balanced plates that prevent blood sugar spikes',
      'Meal planning around insulin or medication',
      'Weight management that can improve HbA1c in Type 2',
    ],
    icon: HeartPulse,
  },
];

export type Point = { title: string; text: string; icon: LucideIcon };

export const APPROACH: Point[] = [
  {
    title: 'Detailed Assessment',
    text: 'We review your medical history, lab reports, medication, eating habits and daily routine before suggesting anything.',
    icon: Microscope,
  },
  {
    title: 'Personalised Nutrition Plan',
    text: 'A condition-specific plan built on the food you already enjoy, with clear portions and simple recipes.',
    icon: ClipboardList,
  },
  {
    title: 'Regular Monitoring',
    text: 'Scheduled check-ins track your symptoms, weight and reports, and we adjust your plan as your body responds.',
    icon: ChartLine,
  },
  {
    title: 'Lifestyle Support',
    text: 'Guidance on sleep, stress, activity and eating out, so your new habits last beyond the program.',
    icon: Apple,
  },
];

export const REASONS: Point[] = [
  {
    title: 'Certified Expertise',
    text: 'Plans are created by a certified dietitian experienced in hormonal and metabolic conditions.',
    icon: Award,
  },
  {
    title: 'Works With Your Doctor',
    text: 'Nutrition therapy complements your medical treatment; it never replaces it.',
    icon: Stethoscope,
  },
  {
    title: 'Evidence-Based',
    text: 'Recommendations follow current clinical nutrition guidelines, not fads or extreme diets.',
    icon: ShieldCheck,
  },
  {
    title: 'Goal-Focused',
    text: 'Clear, measurable goals, from regular cycles to steadier blood sugar and better energy.',
    icon: Target,
  },
  {
    title: 'Ongoing Support',
    text: 'Questions between sessions are answered on WhatsApp, so you never feel alone with your condition.',
    icon: MessageCircle,
  },
  {
    title: 'Online, Worldwide',
    text: 'Consultations by video call from anywhere, with plans adapted to the food available where you live.',
    icon: Globe,
  },
];
