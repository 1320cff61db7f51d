// schema.org structured data (JSON-LD) for the public pages: the business, posts, recipes, breadcrumbs and lists.
import type { BlogPost } from './blog';
import type { Recipe } from './recipe';
import type { BusinessSettings } from './settings';
import { videoWatchUrl } from './video-id';

export type StructuredData = { '@context'?: string; '@type': string } & { [key: string]: unknown };

/** The share (Open Graph) images: every one is 1200x630, so pages can state the size without reading a file. */
export const SHARE_IMAGE = {
  width: 1200,
  height: 630,
  sitePath: '/share/site.png',
  logoPath: '/share/logo.png',
  logoSize: 512,
} as const;

/** A content cover cut to the share size; `version` (its last change) lets caches keep it for good. */
export const shareImagePath = (kind: 'recipes' | 'blog', id: number, updatedAt: string) =>
  `/share/${kind}/${id}.jpg?v=${shareImageVersion(updatedAt)}`;

/** The version of a share image: the digits of its content's last change. */
export const shareImageVersion = (updatedAt: string) => updatedAt.replace(/\D/g, '');

/** The share image of a post or recipe: its cover cut to size when the cover is on this site, else the site's. */
export function shareImageFor(
  kind: 'recipes' | 'blog',
  item: { id: number; updated_at: string },
  cover: string | null,
): string {
  return cover?.startsWith('/') ? shareImagePath(kind, item.id, item.updated_at) : SHARE_IMAGE.sitePath;
}

const CONTEXT = 'https://schema.org';

/** A path on this site as an absolute URL; an absolute URL as it is. */
export const absoluteUrl = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** Minutes as an ISO 8601 duration: 90 -> "PT1H30M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const DAY = '(sun|mon|tue|wed|thu|fri|sat)[a-z]*\\.?';
const DASH = '\\s*(?:-|–|—|to)\\s*';
const TIME = '(\\d{1,2})(?:[:.](\\d{2}))?\\s*(am|pm)?';
const dayIndex = (word: string) => DAY_NAMES.findIndex((d) => d.toLowerCase().startsWith(word.toLowerCase()));

/** Hour and minute as "HH:MM", a missing meridiem taken from the other end of the range. */
function clock(hour: string, minute: string | undefined, meridiem: string | undefined) {
  let h = Number(hour);
  if (meridiem?.toLowerCase() === 'pm' && h < 12) h += 12;
  if (meridiem?.toLowerCase() === 'am' && h === 12) h = 0;
  return h > 23 || Number(minute ?? 0) > 59 ? null : `${String(h).padStart(2, '0')}:${minute ?? '00'}`;
}

/**
 * The Settings page's free-text consultation hours ("Mon-Sat 9AM-7PM IST", "Monday to Friday, 09:00 - 17:30") as
 * schema.org opening hours; undefined when the text names no time range. Without days, every day is meant.
 */
export function openingHoursFromText(text: string): StructuredData | undefined {
  const times = new RegExp(`${TIME}${DASH}${TIME}`, 'i').exec(text);
  if (!times) return undefined;
  const [, h1, m1, mer1, h2, m2, mer2] = times;
  const closeMeridiem = mer2 ?? mer1;
  // "9-7PM" opens in the morning; "1-5PM" in the afternoon.
  const openMeridiem = mer1 ?? (mer2 && Number(h1) <= Number(h2) && Number(h1) !== 12 ? mer2 : undefined);
  const opens = clock(h1!, m1, openMeridiem);
  const closes = clock(h2!, m2, closeMeridiem);
  if (!opens || !closes) return undefined;
  const range = new RegExp(`\\b${DAY}${DASH}${DAY}`, 'i').exec(text);
  const single = new RegExp(`\\b${DAY}(?![a-z])`, 'i').exec(text);
  let days: number[] = [0, 1, 2, 3, 4, 5, 6];
  if (range) {
    const from = dayIndex(range[1]!);
    const to = dayIndex(range[2]!);
    days = Array.from({ length: ((to - from + 7) % 7) + 1 }, (_, i) => (from + i) % 7);
  } else if (single) {
    days = [dayIndex(single[1]!)];
  }
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((d) => `${CONTEXT}/${DAY_NAMES[d]}`),
    opens,
    closes,
  };
}

const ids = (origin: string) => ({
  business: `${origin}/#business`,
  website: `${origin}/#website`,
  owner: `${origin}/#owner`,
});

const logo = (origin: string): StructuredData => ({
  '@type': 'ImageObject',
  url: `${origin}${SHARE_IMAGE.logoPath}`,
  width: SHARE_IMAGE.logoSize,
  height: SHARE_IMAGE.logoSize,
});

const owner = (site: BusinessSettings, origin: string): StructuredData => ({
  '@type': 'Person',
  '@id': ids(origin).owner,
  name: site.owner_name,
  url: `${origin}/about`,
});

/** The postal address from Settings, when any part of it is given (all parts are optional). */
function postalAddress(site: BusinessSettings): StructuredData | null {
  const parts = {
    streetAddress: site.street_address,
    addressLocality: site.city,
    addressCountry: site.country,
  };
  const given = Object.fromEntries(Object.entries(parts).filter(([, value]) => value));
  return Object.keys(given).length > 0 ? { '@type': 'PostalAddress', ...given } : null;
}

/** The home page: the business (a dietitian's practice), the website and the dietitian, all from Settings. */
export function businessStructuredData(site: BusinessSettings, origin: string): StructuredData[] {
  const sameAs = [site.instagram_url, site.facebook_url, site.youtube_url].filter(Boolean);
  const hours = openingHoursFromText(site.consultation_hours);
  const address = postalAddress(site);
  return [
    {
      '@context': CONTEXT,
      '@type': 'DietNutrition',
      '@id': ids(origin).business,
      name: site.business_name,
      url: `${origin}/`,
      logo: logo(origin),
      image: `${origin}${SHARE_IMAGE.sitePath}`,
      telephone: site.phone,
      email: site.email,
      areaServed: 'Worldwide',
      ...(site.tagline && { slogan: site.tagline }),
      ...(site.description && { description: site.description }),
      ...(address && { address }),
      ...(hours && { openingHoursSpecification: [hours] }),
      ...(sameAs.length > 0 && { sameAs }),
      founder: { '@id': ids(origin).owner },
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      '@id': ids(origin).website,
      name: site.business_name,
      url: `${origin}/`,
      publisher: { '@id': ids(origin).business },
    },
    {
      '@context': CONTEXT,
      ...owner(site, origin),
      jobTitle: 'Dietitian',
      worksFor: { '@id': ids(origin).business },
      ...(sameAs.length > 0 && { sameAs }),
    },
  ];
}

function videoObject(video: {
  id: string;
  name: string;
  description: string;
  thumbnail: string;
  uploadDate: string;
}): StructuredData {
  return {
    '@type': 'VideoObject',
    name: video.name,
    description: video.description,
    thumbnailUrl: [video.thumbnail],
    uploadDate: video.uploadDate,
    contentUrl: videoWatchUrl(video.id),
    embedUrl: `https://www.youtube-nocookie.com/embed/${video.id}`,
  };
}

/** A public post: `BlogPosting`, and for a vlog its `VideoObject`. `image` is the post's share image. */
export function blogPostingStructuredData(
  post: BlogPost,
  options: { site: BusinessSettings; origin: string; image: string; videoId?: string },
): StructuredData {
  const { site, origin } = options;
  const url = `${origin}/blog/${post.id}`;
  const image = absoluteUrl(origin, options.image);
  const description = post.meta_description || post.excerpt;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    description,
    image: [image],
    datePublished: post.publish_date,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author, url: `${origin}/about` },
    publisher: { '@type': 'Organization', '@id': ids(origin).business, name: site.business_name, logo: logo(origin) },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.type === 'vlog' &&
      options.videoId && {
        video: videoObject({
          id: options.videoId,
          name: post.title,
          description: post.video_description || description,
          thumbnail: image,
          uploadDate: post.publish_date,
        }),
      }),
  };
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The recipe's instructions, one step per line, without the numbers or bullets people type before them. */
export function recipeSteps(instructions: string | null): string[] {
  return (instructions ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:\d{1,3}[.)]|[-*•])\s*/, '').trim())
    .filter((line) => line.length > 0);
}

/** A recipe page: every property Google lists for recipes that the recipe has, and its video. */
export function recipeStructuredData(
  recipe: Recipe,
  options: { site: BusinessSettings; origin: string; path: string; image: string },
): StructuredData {
  const { site, origin } = options;
  const url = `${origin}${options.path}`;
  const images = [...new Set([recipe.image_url, options.image].filter((i): i is string => !!i))].map((i) =>
    absoluteUrl(origin, i),
  );
  const description = recipe.description ?? `${recipe.title}: a ${recipe.meal_type} recipe from ${site.business_name}.`;
  const steps = recipeSteps(recipe.instructions);
  return {
    '@context': CONTEXT,
    '@type': 'Recipe',
    name: recipe.title,
    image: images,
    description,
    url,
    author: { '@type': 'Person', '@id': ids(origin).owner, name: site.owner_name },
    datePublished: recipe.created_at,
    recipeCategory: capitalised(recipe.meal_type),
    ...(recipe.ingredients.length > 0 && { recipeIngredient: recipe.ingredients }),
    ...(steps.length > 0 && {
      recipeInstructions: steps.map((text, i) => ({
        '@type': 'HowToStep',
        position: i + 1,
        text,
        url: `${url}#step-${i + 1}`,
      })),
    }),
    ...(recipe.prep_time !== null && { prepTime: isoDuration(recipe.prep_time) }),
    ...(recipe.cook_time !== null && { cookTime: isoDuration(recipe.cook_time) }),
    ...(recipe.total_time !== null && { totalTime: isoDuration(recipe.total_time) }),
    ...(recipe.servings !== null && {
      recipeYield: [String(recipe.servings), `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`],
    }),
    ...(recipe.calories_per_serving !== null && {
      nutrition: { '@type': 'NutritionInformation', calories: `${recipe.calories_per_serving} calories` },
    }),
    ...(recipe.youtube_video_id && {
      video: videoObject({
        id: recipe.youtube_video_id,
        name: recipe.title,
        description,
        thumbnail: absoluteUrl(origin, options.image),
        uploadDate: recipe.created_at,
      }),
    }),
  };
}

/** "Home > Recipes > Masala Oats": the last item is the page itself. */
export function breadcrumbStructuredData(items: Array<{ name: string; path: string }>, origin: string): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

/**
 * A list page's items, each by its name and its own page's address (the form Google reads for a summary page; the
 * name too, which other validators require of a list item).
 */
export function itemListStructuredData(items: Array<{ name: string; path: string }>, origin: string): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      url: `${origin}${item.path}`,
    })),
  };
}
