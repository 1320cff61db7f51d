// A post's newsletter e-mail, rendered once per post with React on the server: the brand, the title, the featured
// image, the excerpt or the whole (sanitised) article, a "Read on the site" link counted as the newsletter's visit,
// and the footer with the postal address and the unsubscribe link. Each recipient's own values (the site address
// they use, their link's token, their name) stand in the HTML as markers made with a random word per issue, so no
// title or article can forge one; `personalise` puts the values in when the e-mail is sent.
import { randomBytes } from 'node:crypto';
import type { BlogPost, BusinessSettings } from '@coach/shared';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import escapeHtml from 'escape-html';
import { convert } from 'html-to-text';
import { renderToStaticMarkup } from 'react-dom/server';
import sanitizeHtml from 'sanitize-html';
import { sanitizePostHtml } from '../post-html';

/** The places each recipient's own values go. */
type Markers = { origin: string; token: string; name: string };

const markersOf = (marker: string): Markers => ({
  origin: `https://site-${marker}.invalid`,
  token: `token-${marker}`,
  name: `name-${marker}`,
});

/** Where a newsletter's links lead: the post (counted as a visit from the newsletter) and the manage page. */
const newsletterPostPath = (post: Pick<BlogPost, 'id' | 'slug'>) =>
  `/blog/${post.id}?utm_source=newsletter&utm_medium=email&utm_campaign=${encodeURIComponent(post.slug)}`;
export const manageSubscriptionPath = (token: string) => `/newsletter/manage?token=${encodeURIComponent(token)}`;

/**
 * The article as an e-mail carries it: sanitised as on the site; images only from the site itself (made absolute),
 * links made absolute; video frames and scripts never.
 */
function articleHtml(content: string, origin: string): string {
  const absolute = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url);
  return sanitizeHtml(sanitizePostHtml(content) ?? '', {
    allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe').concat(['img']),
    allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height', 'style'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    // Runs after the transforms: a site image's address starts with the site's by then.
    exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith(`${origin}/`),
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, href: absolute(attribs.href ?? '') } }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: absolute(attribs.src ?? ''), style: 'max-width:100%;height:auto' },
      }),
    },
    allowedStyles: { img: { 'max-width': [/^100%$/], height: [/^auto$/] } },
  });
}

type IssueProps = {
  post: BlogPost;
  business: BusinessSettings;
  content: 'excerpt' | 'full';
  markers: Markers;
};

function IssueEmail({ post, business, content, markers }: IssueProps) {
  const brand = business.brand_color;
  const readLink = `${markers.origin}${newsletterPostPath(post)}`;
  const manageLink = `${markers.origin}${manageSubscriptionPath(markers.token)}`;
  // Only the site's own pictures: a remote image would tell another server who opened the e-mail.
  const image = post.image?.startsWith('/') && !post.image.startsWith('//') ? `${markers.origin}${post.image}` : null;
  const address = [business.street_address, business.city, business.country].filter(Boolean).join(', ');
  return (
    <Html lang="en">
      <Head />
      <Preview>{post.excerpt}</Preview>
      <Body style={{ backgroundColor: '#f8fafc', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1e293b' }}>
        <Container style={{ maxWidth: '600px', backgroundColor: '#ffffff', padding: '24px' }}>
          <Text style={{ color: brand, fontSize: '18px', fontWeight: 'bold', margin: '0 0 16px' }}>
            {business.business_name}
          </Text>
          <Text style={{ margin: '0 0 8px' }}>Hi {markers.name},</Text>
          <Heading as="h1" style={{ fontSize: '24px', lineHeight: '1.3', margin: '8px 0 16px' }}>
            {post.title}
          </Heading>
          {image && <Img src={image} alt={post.title} width="552" style={{ maxWidth: '100%', height: 'auto' }} />}
          {content === 'full' && post.content ? (
            <Section>
              <div
                style={{ fontSize: '16px', lineHeight: '1.6' }}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the article, sanitised twice (articleHtml)
                dangerouslySetInnerHTML={{ __html: articleHtml(post.content, markers.origin) }}
              />
            </Section>
          ) : (
            <Text style={{ fontSize: '16px', lineHeight: '1.6' }}>{post.excerpt}</Text>
          )}
          <Section style={{ margin: '24px 0' }}>
            <Button
              href={readLink}
              style={{ backgroundColor: brand, color: '#ffffff', padding: '12px 20px', borderRadius: '6px' }}
            >
              Read on the site
            </Button>
          </Section>
          <Hr />
          <Text style={{ color: '#64748b', fontSize: '12px', lineHeight: '1.5' }}>
            {business.business_name}
            {address && (
              <>
                <br />
                {address}
              </>
            )}
            <br />
            You receive this because you subscribed to {business.business_name}'s newsletter.{' '}
            <Link href={manageLink} style={{ color: '#475569' }}>
              Unsubscribe or manage your subscription
            </Link>
            .
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export type RenderedIssue = { subject: string; html_body: string; text_body: string; marker: string };

/** Renders a post's newsletter e-mail once, with markers where each recipient's own values go. */
export function renderIssue(post: BlogPost, business: BusinessSettings, content: 'excerpt' | 'full'): RenderedIssue {
  const marker = randomBytes(12).toString('hex');
  const markers = markersOf(marker);
  // React hoists a preload hint for the image into the head: a web page's, not an e-mail's.
  const markup = renderToStaticMarkup(<IssueEmail {...{ post, business, content, markers }} />).replace(
    /<link rel="preload"[^>]*>/g,
    '',
  );
  const html = `<!doctype html>${markup}`;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: '[data-skip-in-text]', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      ...['h1', 'h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } })),
    ],
  });
  // The subject is a header: one line, whatever the title holds.
  const subject = post.title.replace(/[\r\n]+/g, ' ').slice(0, 200);
  return { subject, html_body: html, text_body: `${text}\n`, marker };
}

/** One recipient's e-mail: the markers replaced by their site address, their link's token and their name. */
export function personalise(
  issue: Pick<RenderedIssue, 'html_body' | 'text_body' | 'marker'>,
  recipient: { origin: string; token: string; name: string },
): { html: string; text: string } {
  const markers = markersOf(issue.marker);
  const fill = (body: string, encode: (value: string) => string) =>
    body
      .replaceAll(markers.origin, encode(recipient.origin))
      .replaceAll(markers.token, encode(encodeURIComponent(recipient.token)))
      .replaceAll(markers.name, encode(recipient.name));
  return { html: fill(issue.html_body, escapeHtml), text: fill(issue.text_body, (value) => value) };
}
