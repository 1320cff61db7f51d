// The pages the owner edits: what the site shows (published, kept in memory until the next publish), the draft she
// works on, previews behind a short-lived signed link, publishing with a revision, restoring and resetting. Every
// write names the version it started from; a write over someone else's newer one is refused.
import {
  type DB,
  findSitePage,
  findSitePageRevision,
  getAdminUsername,
  listSitePageRevisions,
  publishSitePage,
  type SitePageRevision,
  writeSitePageDraft,
} from '@coach/db';
import {
  conflict,
  describeValidationIssues,
  forbidden,
  invalid,
  isLegalPage,
  type LegalPage,
  notFound,
  PARSED_ONCE,
  SITE_PAGE_DEFAULTS,
  SITE_PAGE_MESSAGES,
  SITE_PAGE_REVISIONS_KEPT,
  SITE_PAGE_SCHEMAS,
  type SitePageContent,
  type SitePageKey,
} from '@coach/shared';
import type { z } from 'zod';
import { type AuditActor, audit } from './audit';
import { sanitizeRichText } from './post-html';
import type { TokenService } from './tokens';

type PageServices = { db: DB; tokens: TokenService };
type AnyContent = SitePageContent[SitePageKey];

export type SitePageEditorView = {
  page: SitePageKey;
  /** What the editor shows: the draft when there is one, else what is published. */
  content: AnyContent;
  published: AnyContent;
  defaults: AnyContent;
  has_draft: boolean;
  version: number;
  published_at: string | null;
  updated_at: string | null;
};

/** The parts of a page a revision or an audit entry names: its sections and its search-engine details ("seo"). */
function partsOf(content: AnyContent): Record<string, unknown> {
  return { seo: content.seo, ...content.sections };
}

/** The names of the parts that differ between two versions of a page. */
function changedParts(before: AnyContent, after: AnyContent): string[] {
  const a = partsOf(before);
  const b = partsOf(after);
  return Object.keys(b).filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name]));
}

/**
 * Stored content as the schema reads it today. A stored part that no longer passes (written by an older version with
 * other rules) falls back to its default alone, so one bad part never blanks the page.
 */
function readContent<K extends SitePageKey>(page: K, stored: unknown): SitePageContent[K] {
  // Nothing stored (a page never written, or JSON that no longer parses) is read as null.
  if (stored === null) return SITE_PAGE_DEFAULTS[page];
  return cleanRichText(page, readStored(page, stored));
}

/**
 * The page with its rich text through the sanitiser's allow-list: done to what is saved, and again to what is read, so
 * HTML stored by any other path (an older version, a restored backup) is clean when shown. The default words pass
 * it unchanged (a test holds them to that).
 */
function cleanRichText<K extends SitePageKey>(page: K, content: SitePageContent[K]): SitePageContent[K] {
  if (!isLegalPage(page)) return content;
  const legal = content as LegalPage;
  const { intro, parts } = legal.sections;
  const cleaned: LegalPage = {
    ...legal,
    sections: {
      ...legal.sections,
      intro: { ...intro, html: sanitizeRichText(intro.html) },
      parts: { ...parts, items: parts.items.map((part) => ({ ...part, html: sanitizeRichText(part.html) })) },
    },
  };
  return cleaned as SitePageContent[K];
}

function readStored<K extends SitePageKey>(page: K, stored: unknown): SitePageContent[K] {
  const defaults = SITE_PAGE_DEFAULTS[page];
  const schema = SITE_PAGE_SCHEMAS[page] as unknown as z.ZodObject<{
    seo: z.ZodType;
    sections: z.ZodObject<Record<string, z.ZodType>>;
  }>;
  const whole = schema.safeParse(stored, PARSED_ONCE);
  if (whole.success) return whole.data as SitePageContent[K];
  const given = (typeof stored === 'object' ? stored : {}) as { seo?: unknown; sections?: Record<string, unknown> };
  const seo = schema.shape.seo.safeParse(given.seo, PARSED_ONCE);
  const fallbacks: Record<string, unknown> = defaults.sections;
  const sections = Object.fromEntries(
    Object.entries(schema.shape.sections.shape).map(([name, part]) => {
      const read = part.safeParse(given.sections?.[name], PARSED_ONCE);
      return [name, read.success ? read.data : fallbacks[name]];
    }),
  );
  return { seo: seo.success ? seo.data : defaults.seo, sections } as SitePageContent[K];
}

/** What the site shows of a page: its content, and when it was last published (null: the default words). */
export type PublicSitePage<K extends SitePageKey = SitePageKey> = {
  content: SitePageContent[K];
  published_at: string | null;
};

/** The page as shown, dated by its last publish unless it shows the default words (put back by a reset, say). */
function shownPage<K extends SitePageKey>(
  page: K,
  content: SitePageContent[K],
  publishedAt: string | null,
): PublicSitePage<K> {
  const defaults = changedParts(SITE_PAGE_DEFAULTS[page], content).length === 0;
  return { content, published_at: defaults ? null : publishedAt };
}

/** Published pages, read from SQLite once per publish. */
const publishedCache = new WeakMap<DB, Map<SitePageKey, PublicSitePage>>();

export async function readPublishedPage<K extends SitePageKey>(db: DB, page: K): Promise<PublicSitePage<K>> {
  let pages = publishedCache.get(db);
  if (!pages) {
    pages = new Map();
    publishedCache.set(db, pages);
  }
  const cached = pages.get(page);
  if (cached) return cached as PublicSitePage<K>;
  const stored = await findSitePage(db, page);
  const shown = shownPage(page, readContent(page, stored.published), stored.published_at);
  pages.set(page, shown);
  return shown;
}

/**
 * The draft (or, without one, the published page) for a valid preview link of this page; refused otherwise. It is
 * dated by the last publish, as visitors see it until the draft is published.
 */
export async function readPreviewPage<K extends SitePageKey>(
  services: PageServices,
  page: K,
  token: string,
): Promise<PublicSitePage<K>> {
  if ((await services.tokens.readPreviewToken(token)) !== page) throw forbidden(SITE_PAGE_MESSAGES.previewInvalid);
  const stored = await findSitePage(services.db, page);
  return shownPage(page, readContent(page, stored.draft ?? stored.published), stored.published_at);
}

export async function sitePageForEditor(services: PageServices, page: SitePageKey): Promise<SitePageEditorView> {
  const stored = await findSitePage(services.db, page);
  const published = readContent(page, stored.published);
  return {
    page,
    content: stored.draft === null ? published : readContent(page, stored.draft),
    published,
    defaults: SITE_PAGE_DEFAULTS[page],
    has_draft: stored.draft !== null,
    version: stored.version,
    published_at: stored.published_at,
    updated_at: stored.updated_at,
  };
}

/** Throws the clash message when a write lost the race (the stored version moved on). */
const mustWrite = (version: number | null) => {
  if (version === null) throw conflict(SITE_PAGE_MESSAGES.changedElsewhere);
  return version;
};

/** Parses content with the page's schema: a refusal names the field (sections.story.heading: Heading is required). */
function parseContent<K extends SitePageKey>(page: K, content: unknown): SitePageContent[K] {
  const parsed = SITE_PAGE_SCHEMAS[page].safeParse(content, PARSED_ONCE);
  if (!parsed.success) throw invalid(describeValidationIssues(parsed.error.issues));
  return parsed.data as SitePageContent[K];
}

/**
 * Content as it is stored: checked, its rich text sanitised, and checked again, since a text of nothing but markup
 * the allow-list drops (a lone <script>) is left with no words.
 */
const cleanContent = <K extends SitePageKey>(page: K, content: unknown): SitePageContent[K] =>
  parseContent(page, cleanRichText(page, parseContent(page, content)));

/**
 * Writes the draft `edit` makes of what the editor shows (the draft, else the published page), reading the page
 * once; returns the new version and both contents, for the audit entry.
 */
async function setDraft(
  services: PageServices,
  page: SitePageKey,
  version: number,
  edit: (current: AnyContent) => AnyContent,
) {
  const stored = await findSitePage(services.db, page);
  const published = readContent(page, stored.published);
  const current = stored.draft === null ? published : readContent(page, stored.draft);
  const draft = edit(current);
  // A draft that matches the live page is no draft: nothing is left to publish.
  const same = changedParts(published, draft).length === 0;
  const next = mustWrite(await writeSitePageDraft(services.db, page, same ? null : draft, version));
  return { version: next, current, draft };
}

const entry = (page: SitePageKey, action: string, parts: string[]) => ({
  action: `page.${action}`,
  target_type: 'page',
  target_id: page,
  fields: parts.length ? parts : null,
});

export async function saveSitePageDraft(
  services: PageServices,
  actor: AuditActor,
  page: SitePageKey,
  content: unknown,
  version: number,
) {
  const draft = cleanContent(page, content);
  const saved = await setDraft(services, page, version, () => draft);
  await audit(services, actor, entry(page, 'save_draft', changedParts(saved.current, draft)));
  return { version: saved.version, message: SITE_PAGE_MESSAGES.draftSaved };
}

export async function publishSitePageDraft(
  services: PageServices,
  actor: AuditActor & { admin?: string | null },
  page: SitePageKey,
  version: number,
) {
  const stored = await findSitePage(services.db, page);
  if (stored.draft === null) throw conflict(SITE_PAGE_MESSAGES.nothingToPublish);
  const draft = readContent(page, stored.draft);
  const parts = changedParts(readContent(page, stored.published), draft);
  const admin = actor.admin ?? (actor.adminId ? ((await getAdminUsername(services.db, actor.adminId)) ?? null) : null);
  const next = mustWrite(
    await publishSitePage(services.db, page, draft, version, { sections: parts, admin }, SITE_PAGE_REVISIONS_KEPT),
  );
  publishedCache.get(services.db)?.delete(page);
  await audit(services, actor, entry(page, 'publish', parts));
  return { version: next, sections: parts, message: SITE_PAGE_MESSAGES.published };
}

export async function discardSitePageDraft(
  services: PageServices,
  actor: AuditActor,
  page: SitePageKey,
  version: number,
) {
  const stored = await findSitePage(services.db, page);
  const parts =
    stored.draft === null ? [] : changedParts(readContent(page, stored.published), readContent(page, stored.draft));
  const next = mustWrite(await writeSitePageDraft(services.db, page, null, version));
  await audit(services, actor, entry(page, 'discard_draft', parts));
  return { version: next, message: SITE_PAGE_MESSAGES.discarded };
}

/** Puts one section's default words into the draft (the page itself changes when the draft is published). */
export async function resetSitePageSection(
  services: PageServices,
  actor: AuditActor,
  page: SitePageKey,
  section: string,
  version: number,
) {
  const defaults = SITE_PAGE_DEFAULTS[page];
  if (!(section in defaults.sections)) throw notFound(`Section not found: ${section.slice(0, 50)}`);
  const saved = await setDraft(
    services,
    page,
    version,
    (current) =>
      ({
        ...current,
        sections: { ...current.sections, [section]: defaults.sections[section as keyof typeof defaults.sections] },
      }) as AnyContent,
  );
  await audit(services, actor, entry(page, 'reset_section', [section]));
  return { version: saved.version, message: SITE_PAGE_MESSAGES.reset };
}

export function sitePageRevisions(services: PageServices, page: SitePageKey): Promise<SitePageRevision[]> {
  return listSitePageRevisions(services.db, page);
}

/** Puts a kept revision into the draft, to preview and publish. */
export async function restoreSitePageRevision(
  services: PageServices,
  actor: AuditActor,
  page: SitePageKey,
  revisionId: number,
  version: number,
) {
  const stored = await findSitePageRevision(services.db, page, revisionId);
  if (stored === null) throw notFound(SITE_PAGE_MESSAGES.revisionNotFound);
  const revision = readContent(page, stored);
  const saved = await setDraft(services, page, version, () => revision);
  await audit(services, actor, {
    ...entry(page, 'restore', changedParts(saved.current, revision)),
    target_id: `${page}#${revisionId}`,
  });
  return { version: saved.version, message: SITE_PAGE_MESSAGES.restored };
}

export function sitePagePreviewLink(services: PageServices, page: SitePageKey) {
  return services.tokens.issuePreviewToken(page);
}
