// The home page's sections below its first screen, shared by the page (which shows them) and its route's loader.
import { deferredPart } from '@/lib/deferred-part';

// Their code comes when they come near the screen; a navigation's loader has it ready before the page renders. The
// BMI calculator is not one: it is a form, which must work the moment it shows (a visitor may arrive at it by its
// link and submit at once), so it comes with the page.

export const TransformationsSection = deferredPart(() => import('./transformations-section'), 'transformations');
export const ServicesSection = deferredPart(() => import('./services-section'), 'services');
export const RecipesSection = deferredPart(() => import('./recipes-section'), 'recipes');

export const DEFERRED_HOME_SECTIONS = [TransformationsSection, ServicesSection, RecipesSection];
