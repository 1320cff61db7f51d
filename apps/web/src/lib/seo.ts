// Per-page head tags: title, description, Open Graph and Twitter card.
import { SITE } from '@coach/shared';

/**
 * The business name for titles. Head functions cannot read the router context, and the name is the same for every
 * request of an installation, so the router sets it here when it is created (from the Settings page's value).
 */
let brand: string = SITE.brand;
export function setBrand(name: string) {
  brand = name;
}
export const currentBrand = () => brand;

export function pageMeta({
  title,
  description,
  type = 'website',
}: {
  title: string;
  description: string;
  type?: string;
}) {
  const fullTitle = title.includes(brand) ? title : `${title} | ${brand}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: brand },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
