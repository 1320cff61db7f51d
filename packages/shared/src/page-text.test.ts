import { describe, expect, it } from 'vitest';
import { fillIdentity, fillPageHtml, leadRetentionSentence } from './page-text';

const site = {
  business_name: 'Green <b>Bowl</b> & Co',
  owner_name: 'Dr. "Asha" Rao',
  owner_short_name: 'Asha',
  email: 'hello@example.com',
  phone: '+91 98765 43210',
  consultation_hours: 'Mon-Sat <9AM-7PM>',
  lead_retention_months: 6,
};

describe('fillPageHtml', () => {
  it('fills the names and hours as escaped text', () => {
    expect(fillPageHtml('<p>{business_name} by {owner_name}, {owner_short_name}: {consultation_hours}</p>', site)).toBe(
      '<p>Green &lt;b&gt;Bowl&lt;/b&gt; &amp; Co by Dr. &quot;Asha&quot; Rao, Asha: Mon-Sat &lt;9AM-7PM&gt;</p>',
    );
  });

  it('makes {email} and {phone} links', () => {
    expect(fillPageHtml('<p>{email} or {phone}</p>', site)).toBe(
      '<p><a href="mailto:hello@example.com">hello@example.com</a> or <a href="tel:+919876543210">+91 98765 43210</a></p>',
    );
  });

  it('never fills a token inside a tag', () => {
    const html = '<a href="/x{business_name}" title="{owner_name}">{owner_short_name}</a>';
    expect(fillPageHtml(html, site)).toBe('<a href="/x{business_name}" title="{owner_name}">Asha</a>');
  });

  it('says the retention period, or drops its paragraph when leads are kept', () => {
    const html = '<p>Before.</p><p>{lead_retention}</p><p>After.</p>';
    expect(fillPageHtml(html, site)).toBe(`<p>Before.</p><p>${leadRetentionSentence(6)}</p><p>After.</p>`);
    expect(fillPageHtml(html, { ...site, lead_retention_months: null })).toBe('<p>Before.</p><p>After.</p>');
    expect(leadRetentionSentence(1)).toContain('1 month after');
    expect(leadRetentionSentence(null)).toBe('');
  });

  it('leaves other braces as typed', () => {
    expect(fillPageHtml('<p>{unknown} {email</p>', site)).toBe('<p>{unknown} {email</p>');
    expect(fillIdentity('{business_name} {email}', site)).toBe('Green <b>Bowl</b> & Co {email}');
  });
});
