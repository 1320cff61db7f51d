// Speculation rules for public pages: where the browser supports them, a same-site page is fetched and rendered ahead
// once the visitor shows she is about to follow its link (a pointer resting on it, a touch), so it opens at once.
// Never the portal, the API, form posts, private booking links or the newsletter's token pages; nothing another
// browser does changes. A page rendered ahead counts its visit and starts its timers only once shown.

const NEVER_AHEAD = [
  '/admin',
  '/admin/*',
  '/setup',
  '/api/*',
  '/forms/*',
  '/booking',
  '/booking/*',
  '/newsletter/*',
  '/uploads/*',
  '/images/*',
];

const SAME_SITE_PAGES = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: NEVER_AHEAD } },
    { not: { selector_matches: '[rel~="nofollow"], [target="_blank"], [download]' } },
  ],
};

/** The inline `<script type="speculationrules">` of a public page (allowed by its hash, like every inline script). */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: SAME_SITE_PAGES, eagerness: 'moderate' }],
  prerender: [{ where: SAME_SITE_PAGES, eagerness: 'moderate' }],
});
