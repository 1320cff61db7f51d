// The public pages the Lighthouse benchmark measures, on a freshly seeded server: the marketing and legal pages, the
// lists and one recipe and one post of each, a booking's private page, and the newsletter's confirm and manage pages
// with real links, made as a reader gets them (subscribe; for the manage link, confirm and receive a post's
// newsletter) and read from the e-mails the server wrote to its data folder.
import { bookedPage, linkInOutbox, visitorToken } from './booking.mjs';
import { adminSession } from './webhooks.mjs';

/** The first recipe's and the first post's ids, read with a visitor's token. */
async function firstIds(base, visitor) {
  const read = async (path) => {
    const res = await fetch(`${base}${path}`, { headers: visitor });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res.json();
  };
  const { recipes } = await read('/api/recipes');
  const { blogs } = await read('/api/blogs');
  if (!recipes?.length || !blogs?.length) throw new Error('the seeded database holds no recipe or no post');
  return { recipe: recipes[0].id, post: blogs[0].id };
}

/** A link of the newsletter's e-mails to `email`: /newsletter/confirm?token=... or /newsletter/manage?token=... */
const newsletterLink = (dataDir, page, email) =>
  linkInOutbox(
    dataDir,
    new RegExp(`^To: ${email.replace('.', '[.]')}$[\\s\\S]*?(/newsletter/${page}[?]token=[\\w.%-]+)`, 'm'),
    `the newsletter's ${page} link for ${email}`,
  ).then((found) => found.slice(found.indexOf(`/newsletter/${page}`)));

/**
 * The newsletter's two pages for two readers: one who has just subscribed (the confirm page, still pending) and one
 * who confirmed and received a post (the manage page of that e-mail). The post is deleted once its e-mail is written,
 * so the blog's pages are the seeded ones.
 */
async function newsletterPages(base, dataDir, visitor, admin) {
  const subscribe = async (email) => {
    const res = await fetch(`${base}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { ...visitor, 'content-type': 'application/json' },
      body: JSON.stringify({ email, first_name: 'Asha', source: '/blog' }),
    });
    if (res.status !== 202) throw new Error(`newsletter subscribe answered ${res.status}`);
  };
  await subscribe('pending-reader@example.com');
  await subscribe('reader@example.com');
  const confirm = await newsletterLink(dataDir, 'confirm', 'pending-reader@example.com');
  const readerConfirm = await newsletterLink(dataDir, 'confirm', 'reader@example.com');
  const confirmed = await fetch(`${base}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(readerConfirm.split('token=')[1]) }),
  });
  if (!confirmed.ok) throw new Error(`newsletter confirm answered ${confirmed.status}`);
  const { blog } = await admin('POST', '/api/admin/blogs', {
    title: 'A post for the newsletter',
    excerpt: 'What goes out to the readers.',
    content: '<p>What goes out to the readers.</p>',
    category: 'Nutrition',
    type: 'blog',
    read_time: '1 min read',
  });
  const manage = await newsletterLink(dataDir, 'manage', 'reader@example.com');
  await admin('DELETE', `/api/admin/blogs/${blog.id}`);
  return { confirm, manage };
}

/**
 * What the server needs in its environment for publicPages(): an administrator (created at start) to publish the post
 * the manage link comes with, and no limit on leads (a booking, two subscriptions, and the benches' own forms).
 */
export const PUBLIC_PAGES_SERVER_ENV = {
  ADMIN_USERNAME: 'bench-owner',
  ADMIN_PASSWORD: 'bench-password-123',
  LEAD_RATE_LIMIT_PER_HOUR: '0',
};

/**
 * The paths to measure on a server started with PUBLIC_PAGES_SERVER_ENV, each with a short name for the tables (the
 * private pages' tokens left out).
 */
export async function publicPages(base, dataDir) {
  const visitor = { 'x-encrypted-token': await visitorToken(base) };
  const { recipe, post } = await firstIds(base, visitor);
  const booking = await bookedPage(base, dataDir);
  const admin = await adminSession(base, PUBLIC_PAGES_SERVER_ENV);
  const { confirm, manage } = await newsletterPages(base, dataDir, visitor, admin);
  return [
    ['/', '/'],
    ['/services', '/services'],
    ['/disease-management', '/disease-management'],
    ['/about', '/about'],
    ['/contact', '/contact'],
    ['/transformations', '/transformations'],
    ['/recipes', '/recipes'],
    [`/recipes/${recipe}`, `/recipes/${recipe}`],
    ['/blog', '/blog'],
    [`/blog/${post}`, `/blog/${post}`],
    [booking, '/booking/<token>'],
    ['/privacy-policy', '/privacy-policy'],
    ['/terms-of-service', '/terms-of-service'],
    ['/disclaimer', '/disclaimer'],
    [confirm, '/newsletter/confirm?token=<t>'],
    [manage, '/newsletter/manage?token=<t>'],
  ].map(([path, name]) => ({ path, name }));
}
