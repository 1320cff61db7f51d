// The one script a public page runs at load: small, no framework (docs/decisions/178). It counts the visit and wires
// what a page does by itself (the chrome's scroll state, the popup's timer, the carousel's controls...); React comes
// only with an island, when the visitor reaches for it.
import { countVisit } from '@/lib/visits';
import { enhanceBlogFilters } from './blog-filters';
import { enhanceBmiBanner } from './bmi-banner';
import { enhanceBookingPage } from './booking-page';
import { enhanceCarousels } from './carousel';
import { enhanceDialogs } from './dialogs';
import { enhanceHashScroll } from './hash-scroll';
import { enhanceImageFallbacks } from './image-fallbacks';
import { enhanceIslands } from './islands';
import { enhanceLaterImages } from './later-images';
import { enhanceLinkTabs } from './link-tabs';
import { enhanceLogo } from './logo';
import { enhanceMobileMenu } from './mobile-menu';
import { enhancePageScroll } from './page-scroll';
import { enhancePopups } from './popups';
import { enhancePostActions } from './post-actions';
import { enhanceSiteNav } from './site-nav';
import { enhanceStatCounters } from './stat-counters';
import { enhanceTableOfContents } from './table-of-contents';
import { enhanceVideoPosters } from './video-posters';

enhanceIslands(document);
// The site's chrome: scroll state, navigation, menu, logo, the BMI banner, and the page's own contents list.
enhanceLogo(document);
enhancePageScroll(document);
enhanceSiteNav(document);
enhanceMobileMenu(document);
enhanceBmiBanner(document);
enhanceTableOfContents(document);
enhanceHashScroll(document);
// The pages' own parts.
enhanceImageFallbacks(document);
enhanceLaterImages(document);
enhanceStatCounters(document);
enhanceCarousels(document);
enhanceLinkTabs(document);
enhanceBlogFilters(document);
enhanceBookingPage(document);
enhancePostActions(document);
enhanceVideoPosters(document);
enhanceDialogs(document);
enhancePopups(document);
// Counted pages are marked by the server (not a "not found", not a private booking link).
if (document.body.dataset.countVisit === 'true') countVisit(window.location.pathname);
// Browser tests wait for this before they act, as they waited for hydration before.
document.documentElement.dataset.hydrated = 'true';
