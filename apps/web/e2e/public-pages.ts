// The site's public pages that exist on every install, for tests that open them all (a post's and a recipe's page
// are added by each test from what it has).
export const FIXED_PUBLIC_PAGES = [
  '/',
  '/services',
  '/disease-management',
  '/transformations',
  '/recipes',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/disclaimer',
  '/blog',
] as const;
