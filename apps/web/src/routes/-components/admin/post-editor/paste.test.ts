import { generateHTML, generateJSON } from '@tiptap/html';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { postEditorExtensions } from './extensions';
import { cleanPastedHtml } from './paste';

// cleanPastedHtml runs in the browser and uses its DOMParser; these tests lend it happy-dom's (from the start, as the
// describe blocks below clean their samples while being collected).
vi.stubGlobal('DOMParser', new Window().DOMParser);
afterAll(() => {
  vi.unstubAllGlobals();
});

/** HTML through the editor's schema, as pasting does after transformPastedHTML. */
function throughSchema(html: string): string {
  return generateHTML(generateJSON(html, postEditorExtensions), postEditorExtensions);
}

/** What must never reach the editor from a clipboard. */
function expectNoPresentation(html: string): void {
  expect(html).not.toMatch(/<(span|font|div|o:p|style|script|meta)\b|\s(style|class|id|lang|dir|on\w+)=/i);
  expect(html).not.toMatch(/mso-|docs-internal-guid|Apple-interchange/i);
}

/**
 * Word for Windows (desktop) as Chrome receives it: the whole HTML document with Word's head, conditional comments,
 * a Title paragraph, a Heading 1, bold and italic runs, a link, a bulleted list with a nested item, a blank line,
 * and a numbered list right after. List items are paragraphs with the bullet typed in an `mso-list:Ignore` span.
 */
const wordClipboard = `<html xmlns:v="urn:schemas-microsoft-com:vml"
xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word"
xmlns:m="http://schemas.microsoft.com/office/2004/12/omml"
xmlns="http://www.w3.org/TR/REC-html40">

<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 15">
<meta name=Originator content="Microsoft Word 15">
<link rel=File-List
href="file:///C:/Users/Anna/AppData/Local/Temp/msohtmlclip1/01/clip_filelist.xml">
<!--[if gte mso 9]><xml>
 <o:OfficeDocumentSettings>
  <o:AllowPNG/>
 </o:OfficeDocumentSettings>
</xml><![endif]-->
<style>
<!--
 /* Style Definitions */
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{mso-style-unhide:no;
	mso-style-qformat:yes;
	margin:0cm;
	font-size:11.0pt;
	font-family:"Calibri",sans-serif;}
@list l0:level1
	{mso-level-number-format:bullet;
	mso-level-text:\\F0B7;
	font-family:Symbol;}
@list l1:level1
	{mso-level-tab-stop:none;
	mso-level-number-position:left;
	text-indent:-18.0pt;}
-->
</style>
</head>

<body lang=EN-GB style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->

<p class=MsoTitle><span lang=EN-GB>Eating well on a budget<o:p></o:p></span></p>

<p class=MsoNormal><span lang=EN-GB><o:p>&nbsp;</o:p></span></p>

<h1><span lang=EN-GB>Why it matters<o:p></o:p></span></h1>

<p class=MsoNormal><span lang=EN-GB>A <b style='mso-bidi-font-weight:normal'>balanced</b>
plate is <i style='mso-bidi-font-style:normal'>easier</i> than you think. See the <a
href="https://www.nhs.uk/live-well/eat-well/"><span style='color:#0563C1'>Eatwell
guide</span></a>.<o:p></o:p></span></p>

<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
lang=EN-GB style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:
Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-GB>Vegetables<o:p></o:p></span></p>

<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-add-space:
auto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span
lang=EN-GB style='font-family:"Courier New";mso-fareast-font-family:"Courier New"'><span
style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-GB>Frozen peas <b>count</b><o:p></o:p></span></p>

<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
lang=EN-GB style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:
Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-GB>Whole grains<o:p></o:p></span></p>

<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span
lang=EN-GB style='mso-bidi-font-family:Calibri;mso-bidi-theme-font:minor-latin'><span
style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-GB>Plan the week<o:p></o:p></span></p>

<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span
lang=EN-GB style='mso-bidi-font-family:Calibri;mso-bidi-theme-font:minor-latin'><span
style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]><span lang=EN-GB>Shop with a list<o:p></o:p></span></p>

<!--EndFragment-->
</body>

</html>`;

/** The run style Google Docs writes on every span; only font-weight, font-style and text-decoration vary. */
const run = (weight: number, style: string, decoration: string) =>
  `font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:${weight};font-style:${style};font-variant:normal;text-decoration:${decoration};vertical-align:baseline;white-space:pre;white-space:pre-wrap;`;
const plain = run(400, 'normal', 'none');
const paragraph = 'line-height:1.38;margin-top:0pt;margin-bottom:0pt;';
const item = (level: number) =>
  `<li dir="ltr" style="list-style-type:${level === 1 ? 'disc' : 'circle'};font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;" aria-level="${level}">`;

/**
 * Google Docs as Chrome receives it: one line, everything inside a `<b style="font-weight:normal" id="docs-internal-guid-…">`,
 * emphasis as styled spans, a <br> for each empty line, and a sub-list written as a sibling of the items.
 */
const googleDocsClipboard = [
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c8f3a21-7fff-4e0b-9d61-2f4b8c0e7a13">',
  `<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="${run(400, 'normal', 'none').replace('11pt', '20pt')}">Protein at breakfast</span></h1>`,
  `<p dir="ltr" style="${paragraph}"><span style="${plain}">Start with </span><span style="${run(700, 'normal', 'none')}">eggs</span><span style="${plain}">, </span><span style="${run(400, 'italic', 'none')}">Greek yogurt</span><span style="${plain}"> or </span><span style="${run(700, 'italic', 'none')}">tofu</span><span style="${plain}">; </span><span style="${run(400, 'normal', 'underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none')}">never</span><span style="${plain}"> </span><span style="${run(400, 'normal', 'line-through;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none')}">skip it</span><span style="${plain}">.</span></p>`,
  '<br>',
  `<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">${item(1)}<p dir="ltr" style="${paragraph}" role="presentation"><span style="${plain}">Oats</span></p></li>`,
  `${item(1)}<p dir="ltr" style="${paragraph}" role="presentation"><span style="${plain}">Nuts</span></p></li>`,
  `<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">${item(2)}<p dir="ltr" style="${paragraph}" role="presentation"><span style="${plain}">Almonds</span></p></li></ul></ul>`,
  `<br><p dir="ltr" style="${paragraph}"><span style="${plain}">Read </span><a href="https://www.example.org/protein" style="text-decoration:none;"><span style="${run(400, 'normal', 'underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none').replace('#000000', '#1155cc')}">the guide</span></a><span style="${plain}">.</span></p>`,
  '</b><br class="Apple-interchange-newline">',
].join('');

/** The Word sample as the post keeps it: the same before and after the editor's schema. */
const WORD_CLEAN =
  '<h2>Eating well on a budget</h2>' +
  '<h2>Why it matters</h2>' +
  '<p>A <strong>balanced</strong> plate is <em>easier</em> than you think. See the ' +
  '<a href="https://www.nhs.uk/live-well/eat-well/">Eatwell guide</a>.</p>' +
  '<ul><li><p>Vegetables</p><ul><li><p>Frozen peas <strong>count</strong></p></li></ul></li>' +
  '<li><p>Whole grains</p></li></ul>' +
  '<ol><li><p>Plan the week</p></li><li><p>Shop with a list</p></li></ol>';

/** The Google Docs sample as the post keeps it: the same before and after the editor's schema. */
const DOCS_CLEAN =
  '<h2>Protein at breakfast</h2>' +
  '<p>Start with <strong>eggs</strong>, <em>Greek yogurt</em> or <strong><em>tofu</em></strong>; ' +
  '<u>never</u> <s>skip it</s>.</p>' +
  '<ul><li><p>Oats</p></li><li><p>Nuts</p><ul><li><p>Almonds</p></li></ul></li></ul>' +
  '<p>Read <a href="https://www.example.org/protein">the guide</a>.</p>';

describe('pasting from Microsoft Word', () => {
  const cleaned = cleanPastedHtml(wordClipboard);

  it('keeps the title, heading, emphasis, link and lists, and drops the rest', () => {
    expect(cleaned).toBe(WORD_CLEAN);
  });

  it('leaves the editor a document of headings, nested lists, marks and a link', () => {
    const html = throughSchema(cleaned);
    expect(html).toBe(WORD_CLEAN);
    expectNoPresentation(html);
    expect(html).not.toMatch(/·|&nbsp;|\u00a0/);
  });

  it('numbers a list whose marker is a letter and starts it where Word did', () => {
    const list = (marker: string, text: string) =>
      // The other form of Word's conditional comments, seen from some versions and browsers.
      `<p class=MsoListParagraph style='mso-list:l2 level1 lfo3'><!--[if !supportLists]--><span style='mso-list:Ignore'>${marker}<span>&nbsp; </span></span><!--[endif]-->${text}</p>`;
    expect(cleanPastedHtml(list('a)', 'Oats') + list('b)', 'Rice'))).toBe(
      '<ol><li><p>Oats</p></li><li><p>Rice</p></li></ol>',
    );
    expect(cleanPastedHtml(list('3.', 'Third'))).toBe('<ol start="3"><li><p>Third</p></li></ol>');
  });
});

describe('pasting from Google Docs', () => {
  const cleaned = cleanPastedHtml(googleDocsClipboard);

  it('unwraps the bold wrapper, turns styled spans into marks and nests the sub-list', () => {
    expect(cleaned).toBe(DOCS_CLEAN);
  });

  it('leaves the editor a document with no bold wrapper, span or style', () => {
    const html = throughSchema(cleaned);
    expect(html).toBe(DOCS_CLEAN);
    expectNoPresentation(html);
  });

  it('puts a sub-list with no item before it into an item of its own', () => {
    expect(cleanPastedHtml('<ul><ul><li><p>Almonds</p></li></ul><li><p>Nuts</p></li></ul>')).toBe(
      '<ul><li><ul><li><p>Almonds</p></li></ul></li><li><p>Nuts</p></li></ul>',
    );
  });

  it('would lose the heading and make everything bold without the cleaning', () => {
    const html = throughSchema(googleDocsClipboard);
    expect(html).toMatch(/^<p><span><b>Protein at breakfast<\/b><\/span><\/p><p><span><b>Start with <\/b><\/span>/);
    expect(html).not.toContain('<h2>');
  });

  it('reads bold, italic and raised text from the style of a span, but not the bold of a heading', () => {
    const pasted =
      '<h2><span style="font-weight:700">Title</span></h2><p><span style="font-weight:bold">b</span>' +
      '<span style="font-weight:600">c</span><span style="font-weight:500">d</span><span style="FONT-STYLE: Oblique">e</span>' +
      'm<span style="font-size:0.6em;vertical-align:super;">2</span> H<span style="vertical-align:sub">2</span>O</p>';
    expect(cleanPastedHtml(pasted)).toBe(
      '<h2>Title</h2><p><strong>b</strong><strong>c</strong>d<em>e</em>m<sup>2</sup> H<sub>2</sub>O</p>',
    );
  });
});

describe('cleaning', () => {
  it('changes nothing the second time', () => {
    for (const sample of [wordClipboard, googleDocsClipboard]) {
      const once = cleanPastedHtml(sample);
      expect(cleanPastedHtml(once)).toBe(once);
    }
  });
});

describe('pasting from a web page', () => {
  it('keeps a heading and paragraphs from a plain page, without styles, fonts or wrappers', () => {
    const page =
      '<div class="article" id="post-12" dir="ltr" lang="en"><h1 style="font-family:Georgia;color:#222">Ten tips</h1>' +
      '<p style="font-size:18px;color:#333">Drink <font color="red" face="Verdana">water</font> <span class="hl">daily</span>.</p>' +
      '<div style="margin:1em">Sleep <i>well</i>.</div></div>';
    const cleaned = cleanPastedHtml(page);
    expect(cleaned).toBe('<h2>Ten tips</h2><p>Drink water daily.</p><p>Sleep <em>well</em>.</p>');
    expect(throughSchema(cleaned)).toBe(cleaned);
  });

  it('drops scripts, styles, frames and event handlers', () => {
    const page =
      '<style>p{color:red}</style><script>steal()</script><p onclick="steal()" onmouseover="steal()">Hi ' +
      '<img src="https://cdn.example/a.png" onerror="steal()" alt="A bowl"></p><iframe src="https://ads.example/"></iframe>' +
      '<a href="/recipes" onfocus="steal()">recipes</a><noscript><p>Enable JS</p></noscript>';
    const cleaned = cleanPastedHtml(page);
    expect(cleaned).toBe('<p>Hi <img src="https://cdn.example/a.png" alt="A bowl"></p><a href="/recipes">recipes</a>');
    const html = throughSchema(cleaned);
    // The image is a block in the editor, so it splits the paragraph.
    expect(html).toBe(
      '<p>Hi</p><img alt="A bowl" src="https://cdn.example/a.png"><p><a href="/recipes">recipes</a></p>',
    );
    expect(html).not.toMatch(/steal|script|iframe|\son\w+=/i);
  });

  it('drops javascript: and other script addresses from links and keeps their text', () => {
    const hrefs = [
      'javascript:steal()',
      ' JaVaScRiPt:steal()',
      'java\tscript:steal()',
      'data:text/html,<b>x',
      'vbscript:x',
    ];
    for (const href of hrefs) {
      const pasted = `<p>A <a href="${href}">trap</a>.</p>`;
      expect(cleanPastedHtml(pasted)).toBe('<p>A trap.</p>');
      // The schema refuses the same links on its own, so a paste that skipped the cleaning would be safe too.
      expect(throughSchema(pasted)).toBe('<p>A trap.</p>');
    }
  });

  it('drops images the editor could not load: a Word temp file, a data URL', () => {
    const pasted =
      '<p>A<img src="file:///C:/Users/Anna/AppData/Local/Temp/image001.png">B<img src="data:image/png;base64,AAAA"></p>';
    expect(cleanPastedHtml(pasted)).toBe('<p>AB</p>');
  });

  it('is not fooled by an element named after an object property', () => {
    expect(cleanPastedHtml('<p><constructor toString="x">odd</constructor> tags</p>')).toBe(
      '<p><constructor>odd</constructor> tags</p>',
    );
  });
});
