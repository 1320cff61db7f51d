// The legal pages (privacy policy, terms of service, disclaimer) as the owner published them in Pages, or her draft
// behind a preview link: title, "Last updated" (the last publish, or the date of the default words), the review note,
// the introduction and the numbered parts. Their rich text is HTML the server sanitised when it was saved and again
// when it was read; the Settings it names are filled in here, escaped (fillPageHtml).
import { fillIdentity, fillPageHtml, LEGAL_DEFAULTS_DATE, type LegalPageKey } from '@coach/shared';
import { TriangleAlert } from 'lucide-react';
import { useSitePage } from '@/features/site/pages-api';
import { PreviewNotice } from '@/features/site/public/preview-notice';
import { useSiteDetails } from '@/features/site/site-details';
import { longDate } from '@/lib/dates';

/** How the legal text's own elements look: paragraphs apart, links underlined, lists marked. */
const RICH_TEXT =
  'space-y-3 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6';

export function LegalPage({ page, preview }: { page: LegalPageKey; preview: string | undefined }) {
  const { content, published_at } = useSitePage(page, preview);
  const site = useSiteDetails();
  const { header, review, intro, parts } = content.sections;
  const html = (text: string) => ({ __html: fillPageHtml(text, site) });
  const updated = published_at ?? LEGAL_DEFAULTS_DATE;
  return (
    <>
      {preview && <PreviewNotice />}
      <article aria-labelledby={header.hidden ? undefined : 'legal-heading'} className="wrap-anywhere">
        {!header.hidden && (
          <header className="bg-gradient-to-b from-brand-50 to-white py-14">
            <div className="container-page max-w-3xl">
              {header.eyebrow && (
                <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
                  {fillIdentity(header.eyebrow, site)}
                </p>
              )}
              <h1 id="legal-heading" className="mt-2 text-4xl font-bold sm:text-5xl">
                {fillIdentity(header.heading, site)}
              </h1>
              <p className="mt-4 text-sm text-slate-600">
                Last updated: <time dateTime={updated.slice(0, 10)}>{longDate(updated)}</time>
              </p>
            </div>
          </header>
        )}
        <div className={header.hidden ? 'container-page max-w-3xl py-16' : 'container-page max-w-3xl pb-16'}>
          {!review.hidden && (
            <aside
              aria-label="Note for the site owner"
              className="mb-8 flex items-start gap-3 rounded-2xl border border-accent-400 bg-accent-400/10 p-4 text-sm text-slate-800"
            >
              <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
              <p className="min-w-0">
                {review.label && <strong>{fillIdentity(review.label, site)}</strong>} {fillIdentity(review.text, site)}
              </p>
            </aside>
          )}
          {!intro.hidden && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved and when read
            <div className={`text-lg text-slate-700 ${RICH_TEXT}`} dangerouslySetInnerHTML={html(intro.html)} />
          )}
          {!parts.hidden && (
            <div className="mt-10 space-y-10">
              {parts.items.map((part) => (
                <section key={part.anchor} aria-labelledby={part.anchor} className="scroll-mt-20">
                  <h2 id={part.anchor} className="text-2xl font-bold">
                    {fillIdentity(part.heading, site)}
                  </h2>
                  <div
                    className={`mt-3 leading-relaxed text-slate-700 ${RICH_TEXT}`}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved and when read
                    dangerouslySetInnerHTML={html(part.html)}
                  />
                </section>
              ))}
            </div>
          )}
        </div>
      </article>
    </>
  );
}
