// The icons a page's list items may name (PAGE_ICONS), drawn with lucide.
import type { PageIcon } from '@coach/shared';
import { HandHeart, Heart, Leaf, type LucideIcon, Microscope, Shield, Sparkles, Star, Target } from 'lucide-react';

export const PAGE_ICON_COMPONENTS: Record<PageIcon, LucideIcon> = {
  target: Target,
  microscope: Microscope,
  'hand-heart': HandHeart,
  leaf: Leaf,
  heart: Heart,
  star: Star,
  sparkles: Sparkles,
  shield: Shield,
};
