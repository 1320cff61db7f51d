import { describe, expect, it } from 'vitest';
import type { BlogPost } from './blog';
import type { Recipe } from './recipe';
import type { BusinessSettings } from './settings';
import {
  blogPostingStructuredData,
  breadcrumbStructuredData,
  businessStructuredData,
  isoDuration,
  itemListStructuredData,
  openingHoursFromText,
  recipeSteps,
  recipeStructuredData,
  shareImageFor,
  shareImagePath,
} from './structured-data';

const origin = 'https://coach.example';
const site: BusinessSettings = {
  business_name: 'Green Plate',
  owner_name: 'Dr. Meera Rao',
  phone: '+91 90000 00000',
  email: 'hello@greenplate.example',
  whatsapp_number: '919000000000',
  consultation_hours: 'Mon-Sat 9AM-7PM IST',
  instagram_url: 'https://instagram.com/greenplate',
  facebook_url: '',
  youtube_url: 'https://youtube.com/@greenplate',
  lead_retention_months: null,
  tagline: 'Food that fits',
  description: 'Dietitian-led coaching for families.',
  credentials: 'MSc Clinical Nutrition',
  owner_short_name: 'Meera',
  street_address: '',
  city: 'Pune',
  country: 'India',
  brand_color: '#047857',
  accent_color: '#f59e0b',
};

/** What a search engine reads: the JSON text of the object, parsed back. */
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value));

const recipe: Recipe = {
  id: 12,
  title: 'Masala Oats',
  description: 'Savoury oats with vegetables.',
  ingredients: ['1 cup oats', '1 onion'],
  instructions: '1. Roast the oats.\n\n2) Add the onion\n- Simmer for 90 seconds',
  meal_type: 'breakfast',
  prep_time: 10,
  cook_time: 95,
  total_time: 105,
  servings: 2,
  calories_per_serving: 250,
  goal_type: 'weight_loss',
  is_featured: true,
  image_url: '/uploads/demo/recipe-12.webp',
  youtube_video_id: 'dQw4w9WgXcQ',
  created_at: '2026-01-02T03:04:05.678Z',
  updated_at: '2026-02-03T04:05:06.789Z',
};

const post: BlogPost = {
  id: 5,
  title: 'Eating for PCOS',
  slug: 'eating-for-pcos',
  excerpt: 'What to eat.',
  content: '<p>Body</p>',
  category: 'PCOS',
  type: 'blog',
  tags: [],
  author: 'Meera',
  featured: false,
  published: true,
  image: '/uploads/blog/cover.webp',
  thumbnail: null,
  publish_date: '2026-03-01T00:00:00.000Z',
  read_time: '4 min read',
  duration: null,
  video_url: null,
  video_description: null,
  meta_description: 'A description for search',
  views: 0,
  likes: 0,
  created_at: '2026-02-28T00:00:00.000Z',
  updated_at: '2026-03-02T00:00:00.000Z',
};

describe('business structured data', () => {
  it('describes the practice as DietNutrition, the website and the dietitian, all from Settings', () => {
    const [business, website, person] = roundTrip(businessStructuredData(site, origin));
    expect(business).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DietNutrition',
      '@id': 'https://coach.example/#business',
      name: 'Green Plate',
      url: 'https://coach.example/',
      logo: { '@type': 'ImageObject', url: 'https://coach.example/share/logo.png', width: 512, height: 512 },
      image: 'https://coach.example/share/site.png',
      telephone: '+91 90000 00000',
      email: 'hello@greenplate.example',
      areaServed: 'Worldwide',
      slogan: 'Food that fits',
      description: 'Dietitian-led coaching for families.',
      address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'India' },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
            (d) => `https://schema.org/${d}`,
          ),
          opens: '09:00',
          closes: '19:00',
        },
      ],
      sameAs: ['https://instagram.com/greenplate', 'https://youtube.com/@greenplate'],
      founder: { '@id': 'https://coach.example/#owner' },
    });
    expect(website).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://coach.example/#website',
      name: 'Green Plate',
      url: 'https://coach.example/',
      publisher: { '@id': 'https://coach.example/#business' },
    });
    expect(person).toMatchObject({
      '@type': 'Person',
      '@id': 'https://coach.example/#owner',
      name: 'Dr. Meera Rao',
      jobTitle: 'Dietitian',
      worksFor: { '@id': 'https://coach.example/#business' },
    });
  });

  it('leaves out what Settings leave empty or unreadable', () => {
    const [business, , person] = businessStructuredData(
      {
        ...site,
        instagram_url: '',
        youtube_url: '',
        consultation_hours: 'By appointment',
        tagline: '',
        description: '',
        city: '',
        country: '',
      },
      origin,
    );
    expect(business).not.toHaveProperty('sameAs');
    expect(business).not.toHaveProperty('address');
    expect(business).not.toHaveProperty('slogan');
    expect(business).not.toHaveProperty('description');
    expect(business).not.toHaveProperty('openingHoursSpecification');
    expect(person).not.toHaveProperty('sameAs');
  });
});

describe('openingHoursFromText', () => {
  const hours = (text: string) => {
    const spec = openingHoursFromText(text);
    if (!spec) return undefined;
    const days = (spec.dayOfWeek as string[]).map((d) => d.replace('https://schema.org/', '').slice(0, 3));
    return `${days.join(',')} ${spec.opens}-${spec.closes}`;
  };
  it('reads the usual ways of writing days and times', () => {
    expect(hours('Mon-Sat 9AM-7PM IST')).toBe('Mon,Tue,Wed,Thu,Fri,Sat 09:00-19:00');
    expect(hours('Monday to Friday, 09:00 - 17:30')).toBe('Mon,Tue,Wed,Thu,Fri 09:00-17:30');
    expect(hours('Sat–Sun 10.15am – 1pm')).toBe('Sat,Sun 10:15-13:00');
    expect(hours('Fri-Mon 8-6pm')).toBe('Fri,Sat,Sun,Mon 08:00-18:00');
    expect(hours('Sunday 1-5 PM')).toBe('Sun 13:00-17:00');
    expect(hours('Daily 12 PM to 12 AM')).toBe('Sun,Mon,Tue,Wed,Thu,Fri,Sat 12:00-00:00');
  });
  it('gives nothing for text without a time range or with impossible times', () => {
    expect(hours('By appointment')).toBeUndefined();
    expect(hours('Mon-Sat 25:00-26:00')).toBeUndefined();
    expect(hours('Mon-Sat 9:75-10:00')).toBeUndefined();
  });
});

describe('isoDuration', () => {
  it('writes minutes as ISO 8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(5)).toBe('PT5M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(95)).toBe('PT1H35M');
    expect(isoDuration(600)).toBe('PT10H');
  });
});

describe('recipe structured data', () => {
  const options = { site, origin, path: '/recipes/12-masala-oats', image: shareImageFor('recipes', recipe, '/x') };

  it('carries every property Google lists that the recipe has, and its video', () => {
    const data = roundTrip(recipeStructuredData(recipe, options));
    const url = 'https://coach.example/recipes/12-masala-oats';
    const shareImage = 'https://coach.example/share/recipes/12.jpg?v=20260203040506789';
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Masala Oats',
      image: ['https://coach.example/uploads/demo/recipe-12.webp', shareImage],
      description: 'Savoury oats with vegetables.',
      url,
      author: { '@type': 'Person', '@id': 'https://coach.example/#owner', name: 'Dr. Meera Rao' },
      datePublished: '2026-01-02T03:04:05.678Z',
      recipeCategory: 'Breakfast',
      recipeIngredient: ['1 cup oats', '1 onion'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Roast the oats.', url: `${url}#step-1` },
        { '@type': 'HowToStep', position: 2, text: 'Add the onion', url: `${url}#step-2` },
        { '@type': 'HowToStep', position: 3, text: 'Simmer for 90 seconds', url: `${url}#step-3` },
      ],
      prepTime: 'PT10M',
      cookTime: 'PT1H35M',
      totalTime: 'PT1H45M',
      recipeYield: ['2', '2 servings'],
      nutrition: { '@type': 'NutritionInformation', calories: '250 calories' },
      video: {
        '@type': 'VideoObject',
        name: 'Masala Oats',
        description: 'Savoury oats with vegetables.',
        thumbnailUrl: [shareImage],
        uploadDate: '2026-01-02T03:04:05.678Z',
        contentUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
    });
  });

  it('leaves out what the recipe does not have, and still describes it', () => {
    const bare: Recipe = {
      ...recipe,
      description: null,
      ingredients: [],
      instructions: null,
      prep_time: null,
      cook_time: null,
      total_time: null,
      servings: null,
      calories_per_serving: null,
      image_url: null,
      youtube_video_id: null,
    };
    const data = recipeStructuredData(bare, { ...options, image: shareImageFor('recipes', bare, null) });
    for (const key of [
      'recipeIngredient',
      'recipeInstructions',
      'prepTime',
      'cookTime',
      'totalTime',
      'recipeYield',
      'nutrition',
      'video',
    ]) {
      expect(data, key).not.toHaveProperty(key);
    }
    expect(data.image).toEqual(['https://coach.example/share/site.png']);
    expect(data.description).toBe('Masala Oats: a breakfast recipe from Green Plate.');
    expect(recipeStructuredData({ ...bare, servings: 1 }, options).recipeYield).toEqual(['1', '1 serving']);
  });

  it('turns typed instructions into steps without their numbers or bullets', () => {
    expect(recipeSteps(' 1. One\r\n\r\n2) Two\n• Three\n* Four\n10. Ten\nPlain')).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
      'Ten',
      'Plain',
    ]);
    expect(recipeSteps(null)).toEqual([]);
  });
});

describe('blog posting structured data', () => {
  it('carries the headline, dates, author, publisher with logo and the page it is the main entity of', () => {
    const image = shareImageFor('blog', post, post.image);
    expect(roundTrip(blogPostingStructuredData(post, { site, origin, image }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Eating for PCOS',
      description: 'A description for search',
      image: ['https://coach.example/share/blog/5.jpg?v=20260302000000000'],
      datePublished: '2026-03-01T00:00:00.000Z',
      dateModified: '2026-03-02T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Meera', url: 'https://coach.example/about' },
      publisher: {
        '@type': 'Organization',
        '@id': 'https://coach.example/#business',
        name: 'Green Plate',
        logo: { '@type': 'ImageObject', url: 'https://coach.example/share/logo.png', width: 512, height: 512 },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://coach.example/blog/5' },
      url: 'https://coach.example/blog/5',
    });
  });

  it('a vlog carries its VideoObject; a long headline is cut to 110 characters', () => {
    const vlog: BlogPost = {
      ...post,
      type: 'vlog',
      title: 'x'.repeat(150),
      meta_description: null,
      video_description: 'Watch how',
      thumbnail: '/uploads/blog/thumb.webp',
    };
    const data = blogPostingStructuredData(vlog, { site, origin, image: '/share/blog/5.jpg', videoId: 'dQw4w9WgXcQ' });
    expect(data.headline).toBe('x'.repeat(110));
    expect(data.description).toBe('What to eat.');
    expect(data.video).toEqual({
      '@type': 'VideoObject',
      name: 'x'.repeat(150),
      description: 'Watch how',
      thumbnailUrl: ['https://coach.example/share/blog/5.jpg'],
      uploadDate: '2026-03-01T00:00:00.000Z',
      contentUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(blogPostingStructuredData(post, { site, origin, image: '/x', videoId: 'dQw4w9WgXcQ' })).not.toHaveProperty(
      'video',
    );
  });
});

describe('breadcrumbs, lists and share images', () => {
  it('numbers breadcrumb items from 1 with absolute addresses', () => {
    expect(
      breadcrumbStructuredData(
        [
          { name: 'Home', path: '/' },
          { name: 'Recipes', path: '/recipes' },
        ],
        origin,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://coach.example/' },
        { '@type': 'ListItem', position: 2, name: 'Recipes', item: 'https://coach.example/recipes' },
      ],
    });
  });

  it('lists items by their names and page addresses', () => {
    const items = [
      { name: 'Second post', path: '/blog/2' },
      { name: 'First post', path: '/blog/1' },
    ];
    expect(itemListStructuredData(items, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Second post', url: 'https://coach.example/blog/2' },
        { '@type': 'ListItem', position: 2, name: 'First post', url: 'https://coach.example/blog/1' },
      ],
    });
  });

  it('cuts covers on this site and uses the site picture for covers elsewhere or none', () => {
    expect(shareImagePath('recipes', 3, '2026-01-02T03:04:05.678Z')).toBe('/share/recipes/3.jpg?v=20260102030405678');
    expect(shareImageFor('blog', post, '/images/blog/default.jpg')).toBe('/share/blog/5.jpg?v=20260302000000000');
    expect(shareImageFor('blog', post, 'https://cdn.example/x.jpg')).toBe('/share/site.png');
    expect(shareImageFor('recipes', recipe, null)).toBe('/share/site.png');
  });
});
