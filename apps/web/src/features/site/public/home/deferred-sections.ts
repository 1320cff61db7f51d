// The home page's sections below its first screen: the page shows them, and its route's loader has their code ready
// before a navigation renders the page. Their code comes when they come near the screen. The BMI calculator is not
// one: it is a form, which must work the moment it shows (a visitor may arrive at it by its link and submit at once).
import { deferredPart } from '@/lib/deferred-part';

export const TransformationsSection = deferredPart(() => import('./transformations-section'), 'transformations');
export const ServicesSection = deferredPart(() => import('./services-section'), 'services');
export const RecipesSection = deferredPart(() => import('./recipes-section'), 'recipes');

export const DEFERRED_HOME_SECTIONS = [TransformationsSection, ServicesSection, RecipesSection];
