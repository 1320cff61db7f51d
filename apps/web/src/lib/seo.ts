// Per-page head tags: title, description, canonical URL, Open Graph and Twitter cards, and structured data.
import { absoluteUrl, type BusinessSettings, SHARE_IMAGE, type StructuredData } from '@coach/shared';
import type { ComponentProps } from 'react';
import type { RouterContext } from '@/router';

/** What a route's head function receives that this needs: the router context and the matched path. */
export type HeadMatch = { context: RouterContext; pathname: string };

export type PageHead = {
  title: string;
  /** Written from the business's own details (Settings) when it names the business or its owner. */
  description: string | ((site: BusinessSettings) => string);
  /** The canonical path when it is not the matched one (a recipe's id-slug address). */
  path?: string;
  /** A 1200x630 share image's path or URL; the site's image when absent. */
  image?: string;
  /** The image is one the owner uploaded, of any size: its width and height are not stated. */
  imageUnsized?: boolean;
  /** A page search engines must not keep (a draft behind a preview link). */
  noindex?: boolean;
  type?: 'website' | 'article';
  /**
   * For search engines, which read it in the server's HTML; the browser never needs it. Routes write
   * `structuredData: import.meta.env.SSR && [...]`, so the build leaves the builders out of the page's scripts.
   */
  structuredData?: StructuredData[] | false;
};

/** "/recipes/" -> "/recipes"; the home page stays "/". */
const canonicalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function pageHead(match: HeadMatch, page: PageHead) {
  const { origin, site } = match.context.config;
  const brand = site.business_name;
  const title = page.title.includes(brand) ? page.title : `${page.title} | ${brand}`;
  const url = `${origin}${page.path ?? canonicalPath(match.pathname)}`;
  const image = absoluteUrl(origin, page.image ?? SHARE_IMAGE.sitePath);
  const description = typeof page.description === 'function' ? page.description(site) : page.description;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: page.type ?? 'website' },
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: brand },
      { property: 'og:image', content: image },
      ...(page.imageUnsized
        ? []
        : [
            { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
            { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
          ]),
      { property: 'og:image:alt', content: title },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      ...(page.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
      // The router renders these entries as escaped JSON-LD scripts; its React types list only <meta> attributes.
      ...(page.structuredData || []).map((data) => ({ 'script:ld+json': data }) as ComponentProps<'meta'>),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
