// The document: head tags, the public configuration, the site chrome around public pages, and the scripts.
import { jsonForScript, logoIconHref, type PublicConfig } from '@coach/shared';
import {
  createRootRouteWithContext,
  HeadContent,
  isNotFound,
  Outlet,
  Scripts,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { NotFound } from '@/components/layout/not-found';
import { BMI_BANNER_PRE_PAINT_SCRIPT } from '@/features/site/public/bmi-promo-banner';
import { SiteChrome } from '@/features/site/public/chrome/site-chrome';
import { MANIFEST_LINK_SCRIPT } from '@/lib/manifest-link';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@/lib/public-config';
import { publicScriptLoader } from '@/lib/public-script';
import { SPECULATION_RULES } from '@/lib/speculation-rules';
import { WEB_FONTS_SCRIPT } from '@/lib/web-fonts';
import { isPortalPath, type RouterContext } from '@/router';

const PUBLIC_VIEW_TRANSITIONS = '@media (prefers-reduced-motion: no-preference){@view-transition{navigation:auto}}';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page states its own title, description, canonical address and share tags (lib/seo.ts); these stand for
  // pages that have none, such as "not found", which search engines are also told not to index.
  head: ({ match, matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: match.context.config.site.brand_color },
      { title: match.context.config.site.business_name },
      { name: 'description', content: match.context.config.site.tagline },
      // A loader's notFound() leaves its error on the match; an address no route has marks the root (`_notFound`).
      ...(matches.some((shown) => isNotFound(shown.error) || shown._notFound)
        ? [{ name: 'robots', content: 'noindex' }]
        : []),
    ],
    links: iconLinks(match.context.config.logo),
  }),
  component: RootDocument,
  errorComponent: (props) => (
    <Document>
      <SiteChrome>
        <ErrorScreen {...props} />
      </SiteChrome>
    </Document>
  ),
  notFoundComponent: NotFound,
});

/** The favicon set: the shipped mark scales (SVG) until the owner uploads a logo; then its drawn icons, whose
 * addresses carry its version so a new upload shows at once. */
function iconLinks(logo: PublicConfig['logo']) {
  return [
    ...(logo ? [] : [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]),
    { rel: 'icon', href: logoIconHref('favicon', logo), type: 'image/png', sizes: '32x32' },
    { rel: 'apple-touch-icon', href: logoIconHref('appleTouch', logo), sizes: '180x180' },
  ];
}

function Document({
  children,
  portal = false,
  countVisit = false,
}: {
  children: React.ReactNode;
  /** The portal or the setup: the full client app instead of the public pages' script. */
  portal?: boolean;
  countVisit?: boolean;
}) {
  const { config, page } = Route.useRouteContext();
  const publicScript = portal ? null : page.enhanceScript;
  return (
    <html lang="en">
      <head>
        <HeadContent />
        {/* The owner's colours (Settings): the stylesheet's variables, written from checked #rrggbb values only. */}
        {config.brandCss && <style>{config.brandCss}</style>}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of this app, allowed by its hash */}
        <script dangerouslySetInnerHTML={{ __html: BMI_BANNER_PRE_PAINT_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of this app, allowed by its hash */}
        <script dangerouslySetInnerHTML={{ __html: WEB_FONTS_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of this app, allowed by its hash */}
        <script dangerouslySetInnerHTML={{ __html: MANIFEST_LINK_SCRIPT }} />
        {(publicScript ? page.devScripts : []).map(({ attrs, children: code }) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Vite's own development scripts, never in production
          <script key={attrs.src ?? code} {...attrs} dangerouslySetInnerHTML={code ? { __html: code } : undefined} />
        ))}
        {/* A public page's one script, after the first paint: no framework; islands bring React when the visitor
            reaches for them. */}
        {publicScript && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of this app, allowed by its hash
          <script dangerouslySetInnerHTML={{ __html: publicScriptLoader(publicScript, page.enhanceImports ?? []) }} />
        )}
        {/* Public pages cross-fade into each other where the browser can, unless reduced motion is preferred. */}
        {publicScript && <style>{PUBLIC_VIEW_TRANSITIONS}</style>}
        {publicScript && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed rules of this app, allowed by their hash
          <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
        )}
      </head>
      <body data-count-visit={countVisit ? 'true' : undefined}>
        <script
          type="application/json"
          id={PUBLIC_CONFIG_ELEMENT_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: inert JSON, escaped by jsonForScript
          dangerouslySetInnerHTML={{ __html: jsonForScript(config) }}
        />
        {children}
        {/* The portal's client app (and its data) only where a sign-in or the setup is: never on a public page. */}
        {!publicScript && <Scripts />}
      </body>
    </html>
  );
}

function RootDocument() {
  // Marks the document once React owns it (the portal; public pages are marked by their script).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('hydrated');
  }, []);
  // The client app runs the portal only: a link from it to a public page loads that page from the server, as a
  // visitor gets it (complete HTML and its own script, decision 178).
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.fromLocation && !isPortalPath(event.toLocation.pathname))
          window.location.assign(event.toLocation.href);
      }),
    [router],
  );
  const { pathname, matches } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, matches: s.matches }),
  });
  // The portal and the first-run setup have no site chrome (the setup comes before the site is hers).
  const isAdmin = isPortalPath(pathname);
  // Each public page view counts once (its script sends it): not private booking links, not "not found".
  const counted =
    !isAdmin &&
    !/^\/booking(\/|$)/.test(pathname) &&
    !matches.some((match) => match.status !== 'success' || (match as { _notFound?: boolean })._notFound);
  return (
    <Document portal={isAdmin} countVisit={counted}>
      {isAdmin ? (
        <Outlet />
      ) : (
        <SiteChrome>
          <Outlet />
        </SiteChrome>
      )}
    </Document>
  );
}
