// The web app manifest (the site as a phone installs it) is linked once the first screen is painted. A browser fetches
// a linked manifest as soon as it reads the link, for its install prompt: on a phone's first slow round trips that
// request shares the connection's bandwidth with the stylesheet and the first picture. Installing comes later, so the
// link can too. Without script there is no link: the browser still adds the page to the home screen, as a bookmark.
import { AFTER_FIRST_PAINT } from '@coach/shared';

const MANIFEST_HREF = '/manifest.webmanifest';

/** An inline script of the page's head (allowed by its hash). */
export const MANIFEST_LINK_SCRIPT = `(${AFTER_FIRST_PAINT})(function(){var link=document.createElement("link");link.rel="manifest";link.href=${JSON.stringify(MANIFEST_HREF)};document.head.appendChild(link)});`;
