// A campaign banner, drawn with the page's own DOM (no framework): loaded by the popups' script (enhance/popups.ts)
// only when the owner runs a banner for this page. Shown after its delay when its display rules allow, as a centred
// dialog or a corner card; its views and clicks counted as beacons that outlive the page.
import {
  type BannerEvent,
  bannerHistoryKey,
  mayShowBanner,
  type PublicBanner,
  parseBannerHistory,
  whatsappLink,
} from '@coach/shared';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { publicFetch } from './public-fetch';

/** Counting is best effort: a lost view or click never disturbs the visitor. */
function countBannerEvent(apiKey: string, id: number, event: BannerEvent) {
  publicFetch(apiKey, `/api/banners/${id}/${event}`, { method: 'POST', keepalive: true }).catch(() => {});
}

/** Black or white, whichever reads better on the theme colour (WCAG relative luminance). */
function readableTextOn(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#0f172a' : '#ffffff';
}

/** An element with its classes and children (text is always set as text, never as markup). */
function h<Tag extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: Tag,
  className: string,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[Tag] {
  const element = doc.createElement(tag);
  if (className) element.className = className;
  element.append(...children);
  return element;
}

/** The icons the banner shows (Lucide's circle-check, message-circle and x), as inline SVG. */
const ICONS = {
  check: '<circle cx="12" cy="12" r="10"/><path d="m16 9-5.5 5.5L8 12"/>',
  message:
    '<path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"/>',
  close: '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>',
};

function icon(doc: Document, name: keyof typeof ICONS, className: string): SVGSVGElement {
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [attribute, value] of Object.entries({
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    class: className,
  }))
    svg.setAttribute(attribute, value);
  // A fixed string of this module, never the banner's words.
  svg.innerHTML = ICONS[name];
  return svg;
}

function link(doc: Document, href: string, className: string, external: boolean, ...children: Array<Node | string>) {
  const anchor = h(doc, 'a', className, ...children);
  anchor.href = href;
  if (external) Object.assign(anchor, { target: '_blank', rel: 'noopener noreferrer' });
  return anchor;
}

/** The description, features and buttons shared by both kinds of banner. */
function bannerBody(doc: Document, banner: PublicBanner, siteWhatsapp: string, onClick: () => void): Node[] {
  const body: Node[] = [];
  if (banner.description) body.push(h(doc, 'p', 'mt-3 text-sm text-slate-700', banner.description));
  if (banner.features.length > 0) {
    const items = banner.features.map((feature) => {
      const check = icon(doc, 'check', 'size-5 shrink-0');
      check.style.color = banner.theme_color;
      return h(doc, 'li', 'flex items-center gap-2 text-sm text-slate-700', check, ` ${feature}`);
    });
    body.push(h(doc, 'ul', 'mt-4 space-y-2', ...items));
  }
  const primary = link(
    doc,
    banner.primary_button_link,
    'btn hover:brightness-95',
    !banner.primary_button_link.startsWith('/'),
    banner.primary_button_text,
  );
  Object.assign(primary.style, {
    backgroundColor: banner.theme_color,
    color: readableTextOn(banner.theme_color),
  });
  const buttons = h(doc, 'div', `mt-5 grid gap-3${banner.show_secondary_button ? ' sm:grid-cols-2' : ''}`, primary);
  if (banner.show_secondary_button) {
    const number = banner.whatsapp_number || siteWhatsapp;
    buttons.append(
      link(
        doc,
        whatsappLink(number, banner.whatsapp_message || undefined),
        'btn bg-[#25d366] text-slate-900 hover:brightness-95',
        true,
        icon(doc, 'message', 'size-4'),
        ` ${banner.secondary_button_text}`,
      ),
    );
  }
  // Either button counts a click and closes the banner; the link is followed.
  for (const button of buttons.querySelectorAll('a')) button.addEventListener('click', onClick);
  body.push(buttons);
  if (banner.dismissal_text) body.push(h(doc, 'p', 'mt-4 text-center text-xs text-slate-500', banner.dismissal_text));
  return body;
}

function closeButton(doc: Document, className: string, onClose: () => void) {
  const button = h(doc, 'button', className, icon(doc, 'close', 'size-5'));
  button.type = 'button';
  button.setAttribute('aria-label', 'Close');
  button.addEventListener('click', onClose);
  return button;
}

let banners = 0;

/** Draws the banner: a modal dialog when centred, else a card in a corner that leaves the page usable. */
function drawBanner(doc: Document, banner: PublicBanner, apiKey: string, siteWhatsapp: string) {
  const titleId = `campaign-banner-${++banners}`;
  const title = h(doc, 'h2', '', banner.title);
  title.id = titleId;
  const subtitle = banner.subtitle ? h(doc, 'p', '', banner.subtitle) : null;
  if (banner.position === 'center') {
    const dialog = h(
      doc,
      'dialog',
      'm-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-2xl backdrop:bg-slate-900/50',
    );
    const strip = h(doc, 'div', 'absolute inset-x-0 top-0 h-1.5 rounded-t-2xl');
    strip.style.backgroundColor = banner.theme_color;
    title.className = 'pr-8 font-display text-2xl font-bold text-slate-900';
    dialog.setAttribute('aria-labelledby', titleId);
    if (subtitle) {
      subtitle.className = 'mt-2 text-slate-600';
      subtitle.id = `${titleId}-text`;
      dialog.setAttribute('aria-describedby', subtitle.id);
    }
    const close = () => dialog.close();
    dialog.append(
      strip,
      closeButton(doc, 'absolute right-3 top-3 rounded-full p-2 text-slate-500 hover:bg-slate-100', close),
      title,
      ...(subtitle ? [subtitle] : []),
      ...bannerBody(doc, banner, siteWhatsapp, () => {
        countBannerEvent(apiKey, banner.id, 'click');
        close();
      }),
    );
    dialog.addEventListener('close', () => dialog.remove());
    // A click on the backdrop reaches the dialog itself, outside its box.
    dialog.addEventListener('click', (event) => {
      const box = dialog.getBoundingClientRect();
      const outside =
        event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (event.target === dialog && outside) close();
    });
    doc.body.append(dialog);
    dialog.showModal();
    return;
  }
  const card = h(
    doc,
    'section',
    `fixed bottom-16 z-40 max-h-[80vh] w-[calc(100%-2rem)] max-w-sm overflow-y-auto rounded-2xl border-t-4 bg-white p-5 shadow-2xl ${
      // On wide screens the quick-contact buttons sit bottom-left; the card stays above them.
      banner.position === 'bottom-left' ? 'left-4 md:bottom-20' : 'right-4 md:bottom-5'
    }`,
  );
  card.style.borderTopColor = banner.theme_color;
  card.setAttribute('aria-labelledby', titleId);
  title.className = 'pr-8 font-display text-xl font-bold text-slate-900';
  if (subtitle) subtitle.className = 'mt-1 text-slate-600';
  const close = () => card.remove();
  card.append(
    closeButton(doc, 'absolute right-2 top-2 rounded-full p-2 text-slate-500 hover:bg-slate-100', close),
    title,
    ...(subtitle ? [subtitle] : []),
    ...bannerBody(doc, banner, siteWhatsapp, () => {
      countBannerEvent(apiKey, banner.id, 'click');
      close();
    }),
  );
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  doc.body.append(card);
}

/** Shows the banner after its delay, if its display rules allow it in this browser now; counts the view. */
export function showBannerPopup(doc: Document, banner: PublicBanner, apiKey: string, siteWhatsapp: string) {
  const key = bannerHistoryKey(banner.id);
  const rules = { max_displays_per_user: banner.max_displays_per_user, cooldown_hours: banner.cooldown_hours };
  if (!mayShowBanner(rules, parseBannerHistory(readStorage(key)), Date.now())) return;
  setTimeout(() => {
    const history = parseBannerHistory(readStorage(key));
    writeStorage(key, JSON.stringify({ count: history.count + 1, lastShownAt: Date.now() }));
    drawBanner(doc, banner, apiKey, siteWhatsapp);
    countBannerEvent(apiKey, banner.id, 'view');
  }, banner.delay_seconds * 1000);
}
