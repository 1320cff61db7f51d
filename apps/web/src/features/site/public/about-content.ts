// The words of the /about page: stats, qualifications, values and the four-step approach.
import type { LucideIcon } from 'lucide-react';
import { HandHeart, Leaf, Microscope, Target } from 'lucide-react';

export const ABOUT_STATS = [
  { value: '500+', label: 'Lives Transformed' },
  { value: '4.8/5', label: 'Average Client Rating' },
  { value: '95%', label: 'Success Rate' },
  { value: '5+', label: 'Years of Experience' },
] as const;

export const QUALIFICATIONS = [
  'Certified Dietitian',
  'Postgraduate degree in Food Science and Nutrition',
  'Certified Diabetes Educator',
  'Advanced training in PCOS, thyroid and women’s health nutrition',
  'Continuing education in sports and weight-management nutrition',
] as const;

export type Value = { title: string; text: string; icon: LucideIcon };

export const VALUES: Value[] = [
  {
    title: 'Personal, Not Generic',
    text: 'No two bodies, families or kitchens are the same, so no two plans are either.',
    icon: Target,
  },
  {
    title: 'Science First',
    text: 'Advice grounded in evidence-based nutrition, explained in plain words, never in fads.',
    icon: Microscope,
  },
  {
    title: 'Care Without Judgement',
    text: 'A warm, honest space to talk about food, weight and health, whatever your starting point.',
    icon: HandHeart,
  },
  {
    title: 'Sustainable Habits',
    text: 'Small, realistic changes you can keep for life, with the foods you already love.',
    icon: Leaf,
  },
];

export const APPROACH_STEPS = [
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
] as const;
