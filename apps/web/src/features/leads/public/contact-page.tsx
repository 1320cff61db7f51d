// /contact: contact cards, the consultation booking section (#consultation), the message form and the FAQ.
import { whatsappLink } from '@coach/shared';
import { getRouteApi } from '@tanstack/react-router';
import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { telLink } from '@/features/site/site-details';
import { ConsultationForm } from './consultation-form';
import { ContactForm } from './contact-form';

const route = getRouteApi('/contact');

const FAQ = [
  {
    q: 'Is the first consultation really free?',
    a: 'Yes. Your first consultation is free, with no obligation to sign up for a program.',
  },
  {
    q: 'How long does a consultation last?',
    a: 'A consultation lasts 45-60 minutes, so we have time to understand your health, habits and goals.',
  },
  {
    q: 'How quickly will you get back to me?',
    a: 'We respond within 24 hours, usually much sooner, by phone, WhatsApp or e-mail.',
  },
  {
    q: 'When will I see results?',
    a: 'Most clients notice first results in 2-4 weeks: more energy, better digestion and the scale starting to move.',
  },
  {
    q: 'Do you work with clients outside India?',
    a: 'Yes. All consultations are online, so we coach clients worldwide across time zones.',
  },
  {
    q: 'Will I have to give up the food I love?',
    a: 'No. Plans are built around your cuisine, preferences and routine, so they are easy to keep up.',
  },
];

export function ContactPage() {
  const { config } = route.useRouteContext();
  const site = config.site;
  const cards = [
    { icon: Phone, title: 'Call Us', text: site.phone, href: telLink(site.phone) },
    { icon: Mail, title: 'Email Us', text: site.email, href: `mailto:${site.email}` },
    {
      icon: MessageCircle,
      title: 'WhatsApp',
      text: 'Chat with us',
      href: whatsappLink(config.whatsappNumber),
      external: true,
    },
    { icon: Clock, title: 'Consultation Hours', text: site.consultation_hours },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white py-16 text-center">
        <div className="container-page">
          <h1 className="text-4xl font-bold sm:text-5xl">Let's Start Your Journey</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Book a free consultation or send us a message. We'll get back to you within 24 hours.
          </p>
        </div>
      </section>

      <section className="container-page" aria-label="Ways to reach us">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ icon: Icon, title, text, href, external }) => (
            <li key={title} className="rounded-2xl border border-slate-100 bg-white p-6 text-center shadow-sm">
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

      <section id="consultation" className="container-page scroll-mt-28 py-16" aria-labelledby="consultation-heading">
        <div className="mx-auto max-w-3xl rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-100 sm:p-10">
          <h2 id="consultation-heading" className="text-3xl font-bold">
            Book Your Free Consultation
          </h2>
          <p className="mt-2 mb-8 text-slate-600">45-60 minutes online with a certified dietitian, wherever you are.</p>
          <ConsultationForm />
        </div>
      </section>

      <section className="bg-slate-50 py-16" aria-labelledby="message-heading">
        <div className="container-page max-w-3xl">
          <h2 id="message-heading" className="text-3xl font-bold">
            Send Us a Message
          </h2>
          <p className="mt-2 mb-8 text-slate-600">Questions about programs, pricing or anything else? Write to us.</p>
          <ContactForm />
        </div>
      </section>

      <section className="container-page max-w-3xl py-16" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-center text-3xl font-bold">
          Frequently Asked Questions
        </h2>
        <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {FAQ.map(({ q, a }) => (
            <details key={q} className="group p-5">
              <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                <span className="flex items-center justify-between gap-4">
                  {q}
                  <span aria-hidden className="text-brand-600 transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-slate-600">{a}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}
