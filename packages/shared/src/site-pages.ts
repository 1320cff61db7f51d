// The pages the owner edits in the portal ("Pages"): which exist, where they are shown, the schema of their content
// and the words a fresh install starts with. Drafts, publishing and revisions are the server's (services/site-pages).
import { z } from 'zod';
import { ABOUT_PAGE_DEFAULTS, type AboutPage, aboutPageSchema } from './about-page';
import { CONTACT_PAGE_DEFAULTS, type ContactPageContent, contactPageSchema } from './contact-page';
import {
  DISEASE_MANAGEMENT_PAGE_DEFAULTS,
  type DiseaseManagementPage,
  diseaseManagementPageSchema,
} from './disease-management-page';
import { HOME_PAGE_DEFAULTS, type HomePage, homePageSchema } from './home-page';
import { LEGAL_PAGE_DEFAULTS, type LegalPage, legalPageSchema } from './legal-pages';
import { SITE_PAGE_KEYS, type SitePageKey } from './page-text';
import { SERVICES_PAGE_DEFAULTS, type ServicesPage, servicesPageSchema } from './services-page';

export const sitePageKeySchema = z.enum(SITE_PAGE_KEYS, { error: 'Unknown page' });

/** Each page's content type, by key. */
export type SitePageContent = {
  home: HomePage;
  about: AboutPage;
  services: ServicesPage;
  'disease-management': DiseaseManagementPage;
  contact: ContactPageContent;
  'privacy-policy': LegalPage;
  'terms-of-service': LegalPage;
  disclaimer: LegalPage;
};

export const SITE_PAGE_SCHEMAS: { [K in SitePageKey]: z.ZodType<SitePageContent[K], unknown> } = {
  home: homePageSchema,
  about: aboutPageSchema,
  services: servicesPageSchema,
  contact: contactPageSchema,
  'disease-management': diseaseManagementPageSchema,
  'privacy-policy': legalPageSchema,
  'terms-of-service': legalPageSchema,
  disclaimer: legalPageSchema,
};

export const SITE_PAGE_DEFAULTS: { [K in SitePageKey]: SitePageContent[K] } = {
  home: HOME_PAGE_DEFAULTS,
  about: ABOUT_PAGE_DEFAULTS,
  services: SERVICES_PAGE_DEFAULTS,
  contact: CONTACT_PAGE_DEFAULTS,
  'disease-management': DISEASE_MANAGEMENT_PAGE_DEFAULTS,
  ...LEGAL_PAGE_DEFAULTS,
};

/** The section names of a page, in the order the page shows them. */
export const sectionsOf = <K extends SitePageKey>(page: K) =>
  Object.keys(SITE_PAGE_DEFAULTS[page].sections) as Array<keyof SitePageContent[K]['sections'] & string>;

export const SITE_PAGE_MESSAGES = {
  notFound: 'Page not found',
  changedElsewhere:
    'This page was changed by someone else since you opened it. Reload to see their changes, then make yours again.',
  nothingToPublish: 'There are no unpublished changes to publish',
  revisionNotFound: 'Revision not found',
  previewInvalid: 'This preview link is not valid or has expired. Open a new preview from the portal.',
  draftSaved: 'Draft saved',
  published: 'Page published',
  discarded: 'Unpublished changes discarded',
  restored: 'Revision restored as a draft: preview it, then publish',
  reset: 'Section reset to its default words in the draft',
} as const;

/** How many published versions of a page are kept to restore. */
export const SITE_PAGE_REVISIONS_KEPT = 20;
