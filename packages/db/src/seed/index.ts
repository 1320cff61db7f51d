// Seeds demo content once per installation, and never again (an owner who deletes the demo keeps it deleted). The
// demo testimonials have their own once-mark: they came later, and an installation seeded before them gets them at
// its next start (until then they were part of the web app and every site showed them).
import { SITE, slugify } from '@coach/shared';
import type { DB } from '../client';
import { toJsonList } from '../json';
import { getSetting, setSetting } from '../repositories/settings';
import { testimonialColumns } from '../repositories/testimonial';
import { DEMO_POSTS, DEMO_RECIPES, DEMO_TESTIMONIALS, DEMO_TRANSFORMATIONS, type DemoReviewPicture } from './data';
import { coverSvg, type DemoImageCache, dishSvg, portraitSvg, REVIEW_SVGS, writeDemoImage } from './images';

const SEEDED_KEY = 'demo_content_seeded_at';
const TESTIMONIALS_SEEDED_KEY = 'demo_testimonials_seeded_at';

async function hasContent(db: DB): Promise<boolean> {
  for (const table of ['recipes', 'transformations', 'blog_posts'] as const) {
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return true;
  }
  return false;
}

/** Returns true when demo content was written by this call. `drawn`: demo pictures drawn already (images.ts). */
export async function seedDemoContent(db: DB, uploadsDir: string, drawn?: DemoImageCache): Promise<boolean> {
  const records = await seedDemoRecords(db, uploadsDir, drawn);
  const testimonials = await seedDemoTestimonials(db, uploadsDir, drawn);
  return records || testimonials;
}

/** The six demo reviews, once, unless the list already has the owner's own. */
async function seedDemoTestimonials(db: DB, uploadsDir: string, drawn?: DemoImageCache): Promise<boolean> {
  if (await getSetting(db, TESTIMONIALS_SEEDED_KEY)) return false;
  if (await db.selectFrom('testimonials').select('id').limit(1).executeTakeFirst()) {
    await setSetting(db, TESTIMONIALS_SEEDED_KEY, 'skipped: testimonials existed');
    return false;
  }
  const urls = new Map<DemoReviewPicture, string>();
  for (const picture of Object.keys(REVIEW_SVGS) as DemoReviewPicture[]) {
    urls.set(picture, await writeDemoImage(uploadsDir, `review-${picture}`, REVIEW_SVGS[picture], drawn));
  }
  const photo = (demo: { picture: DemoReviewPicture; alt: string } | null) =>
    demo && { url: urls.get(demo.picture) as string, alt: demo.alt };
  const rows = DEMO_TESTIMONIALS.map((t, i) => ({
    ...testimonialColumns({ ...t, photo: photo(t.photo), after_photo: photo(t.after_photo), hidden: false }),
    position: i + 1,
    is_demo: 1,
  }));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('testimonials').values(rows).execute();
    await trx
      .insertInto('app_settings')
      .values({ key: TESTIMONIALS_SEEDED_KEY, value: new Date().toISOString() })
      .execute();
  });
  return true;
}

async function seedDemoRecords(db: DB, uploadsDir: string, drawn?: DemoImageCache): Promise<boolean> {
  if (await getSetting(db, SEEDED_KEY)) return false;
  if (await hasContent(db)) {
    await setSetting(db, SEEDED_KEY, 'skipped: content existed');
    return false;
  }

  const recipes = await Promise.all(
    DEMO_RECIPES.map(async ({ hue, ...recipe }, i) => ({
      ...recipe,
      ingredients: toJsonList(recipe.ingredients),
      is_featured: recipe.is_featured ? 1 : 0,
      is_demo: 1,
      image_url: await writeDemoImage(uploadsDir, `recipe-${i + 1}`, dishSvg(hue, i + 1), drawn),
    })),
  );
  const transformations = await Promise.all(
    DEMO_TRANSFORMATIONS.map(async ({ hue, ...t }, i) => {
      const [wide, narrow] = t.goal_type === 'weight_loss' ? [230, 160] : [140, 200];
      return {
        ...t,
        is_featured: t.is_featured ? 1 : 0,
        is_demo: 1,
        before_image: await writeDemoImage(uploadsDir, `transformation-${i + 1}-before`, portraitSvg(hue, wide), drawn),
        after_image: await writeDemoImage(uploadsDir, `transformation-${i + 1}-after`, portraitSvg(hue, narrow), drawn),
      };
    }),
  );
  const posts = await Promise.all(
    DEMO_POSTS.map(async ({ hue, days_ago, ...post }, i) => {
      const cover = await writeDemoImage(uploadsDir, `post-${i + 1}`, coverSvg(hue, i + 1), drawn);
      return {
        ...post,
        slug: slugify(post.title),
        tags: toJsonList(post.tags),
        author: SITE.ownerFirstName,
        featured: post.featured ? 1 : 0,
        published: 1,
        is_demo: 1,
        image: post.type === 'blog' ? cover : null,
        thumbnail: post.type === 'vlog' ? cover : null,
        publish_date: new Date(Date.now() - days_ago * 86_400_000).toISOString(),
        meta_description: post.excerpt,
      };
    }),
  );

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('recipes').values(recipes).execute();
    await trx.insertInto('transformations').values(transformations).execute();
    await trx.insertInto('blog_posts').values(posts).execute();
    await trx
      .insertInto('campaign_banners')
      .values({
        name: 'Free consultation (demo)',
        title: 'Start Your Transformation Today',
        subtitle: 'Your first consultation is free',
        description: 'Talk to a certified dietitian and get a plan built around your goals, food and routine.',
        features: toJsonList([
          'Personalised nutrition plan',
          'Expert dietitian consultation',
          'Goal-specific recommendations',
          '24/7 WhatsApp support',
        ]),
        is_active: 0,
        is_demo: 1,
        show_on_pages: toJsonList([]),
        exclude_pages: toJsonList(['/contact']),
      })
      .execute();
    await trx.insertInto('app_settings').values({ key: SEEDED_KEY, value: new Date().toISOString() }).execute();
  });
  return true;
}
