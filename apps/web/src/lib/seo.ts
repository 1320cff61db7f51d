// Per-page head tags: title, description, Open Graph and Twitter card.
import { SITE } from '@coach/shared';

export function pageMeta({
  title,
  description,
  type = 'website',
}: {
  title: string;
  description: string;
  type?: string;
}) {
  const fullTitle = title.includes(SITE.brand) ? title : `${title} | ${SITE.brand}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: SITE.brand },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
