// The words of the /services page: the four programs, virtual coaching, additional services and why choose us.
import type { LucideIcon } from 'lucide-react';
import {
  Award,
  CalendarCheck,
  ClipboardList,
  Globe,
  HeartPulse,
  MessageCircle,
  Scale,
  Sparkles,
  Target,
  TrendingDown,
  TrendingUp,
  Users,
  Video,
} from 'lucide-react';
import type { TocEntry } from '@/components/layout/table-of-contents';
import type { AppPath } from '@/lib/links';

export const SERVICES_TOC: TocEntry[] = [
  { id: 'our-services', label: 'Our Services' },
  { id: 'weight-loss', label: 'Weight Loss Programs' },
  { id: 'weight-gain', label: 'Weight Gain Programs' },
  { id: 'additional-services', label: 'Additional Services' },
  { id: 'why-choose-us', label: 'Why Choose Us' },
];

export type Program = {
  id: string;
  title: string;
  tagline: string;
  description: string;
  features: readonly [string, string, string, string, string, string];
  duration: string;
  icon: LucideIcon;
  popular?: boolean;
  learnMore?: { label: string; to: AppPath };
};

export const PROGRAMS: Program[] = [
  {
    id: 'weight-loss',
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
    icon: TrendingDown,
    popular: true,
  },
  {
    id: 'weight-gain',
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
    icon: TrendingUp,
  },
  {
    id: 'disease-management',
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
    icon: HeartPulse,
    learnMore: { label: 'Learn More About Conditions', to: '/disease-management' },
  },
  {
    id: 'skin-toning',
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
    icon: Sparkles,
  },
];

export type Feature = { title: string; text: string; icon: LucideIcon };

export const VIRTUAL_COACHING_POINTS: Feature[] = [
  {
    title: 'Video consultations',
    text: 'Meet your dietitian face to face over a video call from home, the office or anywhere in the world.',
    icon: Video,
  },
  {
    title: 'Support between sessions',
    text: 'Send meal photos and questions on WhatsApp and get practical answers when you need them.',
    icon: MessageCircle,
  },
  {
    title: 'Any time zone',
    text: 'Clients in India and abroad are coached at times that suit their day, with plans based on locally available food.',
    icon: Globe,
  },
];

export const ADDITIONAL_SERVICES: Feature[] = [
  {
    title: 'Customized Diet Plans',
    text: 'A one-off, fully personalised plan for your goal, food preferences, allergies and budget, with easy swaps for eating out and travel.',
    icon: ClipboardList,
  },
  {
    title: 'Monthly Check-ins',
    text: 'A monthly review of your progress, measurements and plan, so you stay accountable after finishing a full program.',
    icon: CalendarCheck,
  },
  {
    title: 'Group Workshops',
    text: 'Interactive online sessions on topics like healthy family meals, office snacking and festive eating without guilt.',
    icon: Users,
  },
];

export const WHY_CHOOSE_US: Feature[] = [
  {
    title: 'Certified Dietitian',
    text: 'Every plan is designed by a qualified professional, using current, evidence-based nutrition science.',
    icon: Award,
  },
  {
    title: 'Truly Personalised',
    text: 'No copy-paste diet charts: your plan reflects your health, culture, schedule and the food you enjoy.',
    icon: Target,
  },
  {
    title: 'Sustainable Results',
    text: 'We build habits you can live with, so the progress you make stays with you after the program.',
    icon: Scale,
  },
  {
    title: 'Online, Worldwide',
    text: 'Book from anywhere. Your first consultation is free, and support is only a message away.',
    icon: Globe,
  },
];
