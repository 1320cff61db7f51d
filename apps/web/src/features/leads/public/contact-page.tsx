// /contact: contact cards, the consultation booking section (#consultation), the message form and the FAQ, in the
// owner's words from Pages (or her draft, behind a preview link); the forms always show, hidden or not their words.
import { fillIdentity, whatsappLink } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { freeSlotsQuery } from '@/features/booking/api';
import { withZoneName } from '@/features/booking/zone-names';
import { useSitePage } from '@/features/site/pages-api';
import { PreviewNotice } from '@/features/site/public/preview-notice';
import { telLink } from '@/features/site/site-details';
import { useFormPost } from '@/lib/forms';
import ConsultationForm from './consultation-form.island';
import ContactForm from './contact-form.island';

const route = getRouteApi('/contact');

export function ContactPage() {
  const { config, trpc } = route.useRouteContext();
  const { preview } = route.useSearch();
  const { content } = useSitePage('contact', preview);
  const site = config.site;
  const contactPost = useFormPost('contact');
  const consultationPost = useFormPost('consultation');
  // The first week of free times, loaded with the page (null if they could not be read: the form still books).
  const freeSlots = useQuery(freeSlotsQuery(trpc, {})).data ?? null;
  const fill = (text: string) => fillIdentity(text, site);
  const { hero, ways, consultation, message, faq } = content.sections;
  const cards = [
    { icon: Phone, title: fill(ways.call_title), text: site.phone, href: telLink(site.phone) },
    { icon: Mail, title: fill(ways.email_title), text: site.email, href: `mailto:${site.email}` },
    {
      icon: MessageCircle,
      title: fill(ways.whatsapp_title),
      text: fill(ways.whatsapp_text),
      href: whatsappLink(config.whatsappNumber),
      external: true,
    },
    { icon: Clock, title: fill(ways.hours_title), text: site.consultation_hours },
  ];
  return (
    <>
      {preview && <PreviewNotice />}
      {!hero.hidden && (
        <section className="bg-gradient-to-b from-brand-50 to-white py-16 text-center wrap-anywhere">
          <div className="container-page">
            <h1 className="text-4xl font-bold sm:text-5xl">{fill(hero.heading)}</h1>
            {hero.text && <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{fill(hero.text)}</p>}
          </div>
        </section>
      )}

      {!ways.hidden && (
        <section className="container-page wrap-anywhere" aria-label="Ways to reach us">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {cards.map(({ icon: Icon, title, text, href, external }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two cards may share a title; order is the identity
              <li key={index} className="rounded-2xl border border-slate-100 bg-white p-6 text-center shadow-sm">
                <Icon aria-hidden className="mx-auto size-8 text-brand-600" />
                <h2 className="mt-3 font-sans text-lg font-semibold">{title}</h2>
                {href ? (
                  <a
                    href={href}
                    className="mt-1 block text-brand-700 hover:underline"
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {text}
                  </a>
                ) : (
                  <p className="mt-1 text-slate-600">{text}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section id="consultation" className="container-page scroll-mt-28 py-16" aria-labelledby="consultation-heading">
        <div className="mx-auto max-w-3xl rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-100 sm:p-10">
          <FormHeading id="consultation-heading" words={consultation} fill={fill} />
          <ConsultationForm post={consultationPost} slots={freeSlots && withZoneName(freeSlots)} />
        </div>
      </section>

      <section id="message" className="scroll-mt-28 bg-slate-50 py-16" aria-labelledby="message-heading">
        <div className="container-page max-w-3xl">
          <FormHeading id="message-heading" words={message} fill={fill} />
          <ContactForm post={contactPost} />
        </div>
      </section>

      {!faq.hidden && (
        <section className="container-page max-w-3xl py-16 wrap-anywhere" aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-center text-3xl font-bold">
            {fill(faq.heading)}
          </h2>
          <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {faq.items.map(({ question, answer }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
              <details key={index} className="group p-5">
                <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                  <span className="flex items-center justify-between gap-4">
                    {fill(question)}
                    <span aria-hidden className="text-brand-600 transition-transform group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <p className="mt-3 whitespace-pre-line text-slate-600">{fill(answer)}</p>
              </details>
            ))}
          </div>
        </section>
      )}
    </>
  );
}

/**
 * The heading and line over a form. The form shows even when its section is hidden (it is how visitors reach her):
 * hiding only drops the words, and the heading stays for screen readers.
 */
function FormHeading({
  id,
  words,
  fill,
}: {
  id: string;
  words: { hidden: boolean; heading: string; intro: string };
  fill: (text: string) => string;
}) {
  return (
    <>
      <h2 id={id} className={words.hidden ? 'sr-only' : 'text-3xl font-bold'}>
        {fill(words.heading)}
      </h2>
      {!words.hidden && words.intro && <p className="mt-2 text-slate-600">{fill(words.intro)}</p>}
      <div className="mb-8" />
    </>
  );
}
