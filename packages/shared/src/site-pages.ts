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
import { LEGAL_PAGE_KEYS, SITE_PAGE_KEYS, type SitePageKey } from './page-text';
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

/** Each page's content as the REST reference names it: the three legal pages share one. */
const homeContent = homePageSchema.meta({ id: 'HomePage' });
const aboutContent = aboutPageSchema.meta({ id: 'AboutPage' });
const servicesContent = servicesPageSchema.meta({ id: 'ServicesPage' });
const diseaseContent = diseaseManagementPageSchema.meta({ id: 'DiseaseManagementPage' });
const contactContent = contactPageSchema.meta({ id: 'ContactPage' });
const legalContent = legalPageSchema.meta({ id: 'LegalPage' });

/** An answer about one page: its key beside fields of its content's schema, so each page is checked against its own. */
function byPage<Shape extends z.ZodRawShape>(fields: (content: z.ZodType) => Shape) {
  const of = <K extends SitePageKey>(page: K, content: z.ZodType) =>
    z.object({ page: z.literal(page), ...fields(content) });
  return z.discriminatedUnion('page', [
    of('home', homeContent),
    of('about', aboutContent),
    of('services', servicesContent),
    of('disease-management', diseaseContent),
    of('contact', contactContent),
    z.object({ page: z.enum(LEGAL_PAGE_KEYS), ...fields(legalContent) }),
  ]);
}

const publishedAtSchema = z
  .string()
  .nullable()
  .meta({ description: 'When the page was last published; null while it shows the default words.' });

/** A published version of a page, kept to restore. */
export const sitePageRevisionSchema = z
  .object({
    id: z.int(),
    sections: z.array(z.string()).meta({ description: 'The parts this publish changed (`seo` or section names).' }),
    admin: z.string().nullable().meta({ description: 'Who published it.' }),
    created_at: z.string(),
  })
  .meta({ id: 'SitePageRevision' });

/** A write's answer: the page's version now, to send with the next write. */
const versionAnswerSchema = z.object({ version: z.int(), message: z.string() });

/** The answers of the edited pages' routes. */
export const sitePageAnswers = {
  shown: byPage((content) => ({ content, published_at: publishedAtSchema })).meta({ id: 'SitePage' }),
  editor: byPage((content) => ({
    content,
    published: content,
    defaults: content,
    has_draft: z.boolean(),
    version: z.int().meta({ description: 'Send it with the next write: a write over a newer version is refused.' }),
    published_at: z.string().nullable(),
    updated_at: z.string().nullable(),
  })).meta({ id: 'SitePageEditorView' }),
  revisions: z.object({ revisions: z.array(sitePageRevisionSchema) }),
  written: versionAnswerSchema,
  published: versionAnswerSchema.extend({
    sections: z.array(z.string()).meta({ description: 'The parts the publish changed.' }),
  }),
  previewLink: z.object({
    token: z.string().meta({ description: 'Send it as `preview` to `GET /api/pages/{page}` (or the page itself).' }),
    expires_at: z.string(),
  }),
};
