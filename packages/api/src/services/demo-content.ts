// "Remove demo content" (Settings): the demo recipes, transformations, posts, banner and testimonials a fresh install
// starts with, and the blog's sample posts, go in one transaction; then the pictures drawn for them that nothing else
// shows. The owner's own records are never touched. One audit entry says how many of each.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { countDemoContent, type DB, type DemoCounts, removeDemoContent } from '@coach/db';
import { type AuditActor, audit } from './audit';

type DemoServices = { db: DB; uploadsDir: string; onContentChanged?: (area: string) => void };

const NAMES: Record<keyof DemoCounts, [string, string]> = {
  recipes: ['recipe', 'recipes'],
  transformations: ['transformation', 'transformations'],
  blog_posts: ['post', 'posts'],
  campaign_banners: ['banner', 'banners'],
  testimonials: ['testimonial', 'testimonials'],
};

/** "6 recipes, 4 transformations, 8 posts, 1 banner and 6 testimonials"; "nothing" when all are 0. */
function describeDemoCounts(counts: DemoCounts): string {
  const parts = (Object.keys(NAMES) as Array<keyof DemoCounts>)
    .filter((table) => counts[table] > 0)
    .map((table) => `${counts[table]} ${NAMES[table][counts[table] === 1 ? 0 : 1]}`);
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export async function demoContent(services: DemoServices) {
  const counts = await countDemoContent(services.db);
  return { counts, summary: describeDemoCounts(counts) };
}

export async function removeDemo(services: DemoServices, actor: AuditActor) {
  const { counts, pictures } = await removeDemoContent(services.db);
  // The rows are gone for good: a picture that cannot be deleted now is only a stray file.
  await Promise.all(
    pictures.map((url) => rm(join(services.uploadsDir, url.replace(/^\/uploads\//, '')), { force: true })),
  );
  const summary = describeDemoCounts(counts);
  await audit(services, actor, {
    action: 'demo.remove',
    target_type: 'demo_content',
    target_id: summary.slice(0, 50),
    fields: (Object.keys(counts) as Array<keyof DemoCounts>).filter((table) => counts[table] > 0),
  });
  for (const area of ['recipe', 'transformation', 'blog', 'banner', 'testimonial']) services.onContentChanged?.(area);
  return { counts, message: summary === 'nothing' ? 'There was no demo content left' : `Removed ${summary}` };
}
