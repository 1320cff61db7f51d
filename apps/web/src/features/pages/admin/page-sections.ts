// Which form edits each section of each page, and its name in the editor, in the order the page shows them.
import type { SitePageContent, SitePageKey } from '@coach/shared';
import { ABOUT_SECTION_FORMS } from './about-sections';
import { CONTACT_SECTION_FORMS } from './contact-sections';
import { DISEASE_SECTION_FORMS } from './disease-sections';
import { HOME_SECTION_FORMS } from './home-sections';
import { LEGAL_SECTION_FORMS } from './legal-sections';
import type { SectionForm } from './section-kit';
import { SERVICES_SECTION_FORMS } from './services-sections';

type SectionsOf<K extends SitePageKey> = SitePageContent[K]['sections'];

export type PageSectionForms<K extends SitePageKey> = {
  [S in keyof SectionsOf<K>]: { label: string; Form: SectionForm<SectionsOf<K>[S]> };
};

export const PAGE_SECTION_FORMS: { [K in SitePageKey]: PageSectionForms<K> } = {
  home: HOME_SECTION_FORMS,
  about: ABOUT_SECTION_FORMS,
  services: SERVICES_SECTION_FORMS,
  'disease-management': DISEASE_SECTION_FORMS,
  contact: CONTACT_SECTION_FORMS,
  'privacy-policy': LEGAL_SECTION_FORMS,
  'terms-of-service': LEGAL_SECTION_FORMS,
  disclaimer: LEGAL_SECTION_FORMS,
};
