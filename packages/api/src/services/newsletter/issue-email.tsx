// A post's newsletter e-mail, rendered once per post with React on the server: the brand, the title, the featured
// image, the excerpt or the whole article, a "Read on the site" link counted as the newsletter's visit, and the footer
// with the postal address and the unsubscribe link. What it may carry and each recipient's values: issue-text.ts.
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
import { renderToStaticMarkup } from 'react-dom/server';
import {
  articleHtml,
  type Markers,
  manageSubscriptionPath,
  markersOf,
  newsletterPostPath,
  plainTextOf,
  sitePicture,
  subjectOf,
} from './issue-text';

type IssueProps = {
  post: BlogPost;
  business: BusinessSettings;
  content: 'excerpt' | 'full';
  markers: Markers;
};

function IssueEmail({ post, business, content, markers }: IssueProps) {
  const brand = business.brand_color;
  const image = sitePicture(post.image, markers.origin);
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
              href={`${markers.origin}${newsletterPostPath(post)}`}
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
            <Link href={`${markers.origin}${manageSubscriptionPath(markers.token)}`} style={{ color: '#475569' }}>
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
  return { subject: subjectOf(post.title), html_body: html, text_body: plainTextOf(html), marker };
}
