// A corpus of XSS payloads: after sanitising, none may leave a script, handler, script URL, style or foreign frame.

import { XSS_PAYLOADS as PAYLOADS } from '@coach/shared/xss-corpus';
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './post-html';

const FORBIDDEN = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:text\/html/i,
  /style\s*=/i,
  /<style/i,
  /<iframe(?![^>]*src="https:\/\/www\.(youtube-nocookie|youtube)\.com\/embed\/)/i,
  /<(object|embed|form|input|meta|link|base|svg|math|body)\b/i,
  /srcdoc/i,
];

describe('sanitizePostHtml against XSS', () => {
  it(`has at least 30 payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizePostHtml(`<p>before</p>${payload}<p>after</p>`) ?? '';
    for (const pattern of FORBIDDEN) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
    expect(clean).toContain('<p>before</p>');
  });
});
