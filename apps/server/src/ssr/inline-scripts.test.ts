// The server's inline scripts, read back as a browser's HTML parser reads them: same text, same hash, same values.
import { runInNewContext } from 'node:vm';
import { jsonForScript } from '@coach/shared';
import { HOSTILE_TEXT } from '@coach/shared/hostile-text';
import fc from 'fast-check';
import { serialize } from 'seroval';
import { describe, expect, it } from 'vitest';
import { secureInlineScripts } from './inline-scripts';
import { parseLikeABrowser, sha256Source } from './parsed-html';

/** A page as the router writes one: a script assigning the serialised state, and the public JSON beside it. */
function page(value: string) {
  return [
    '<!doctype html><html><head><title>t</title></head><body>',
    `<script type="application/json" id="config">${jsonForScript({ value })}</script>`,
    `<p>${value.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
    `<script class="$tsr">self.state=${serialize({ value })}</script>`,
    '<script src="/assets/entry.js"></script>',
    '</body></html>',
  ].join('');
}

/** Secures the page, parses it as a browser would, and returns what each script gives back. */
function roundTrip(value: string) {
  const { html, scriptHashes } = secureInlineScripts(page(value));
  const [config, state] = parseLikeABrowser(html).scripts.filter((script) => !script.attributes.src);
  if (!config || !state) throw new Error('a script went missing in the parse');
  const sandbox: { self: { state?: { value: string } } } = { self: {} };
  runInNewContext(state.text, sandbox);
  return {
    scriptHashes,
    stateHash: sha256Source(state.text),
    fromState: sandbox.self.state?.value,
    fromJson: (JSON.parse(config.text) as { value: string }).value,
  };
}

/** Single code units of every kind, lone surrogates included, and the sequences that end scripts and comments. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
const hostilePiece = fc.constantFrom('\0', '\r', '\r\n', '<', '>', '&', '</script>', '<!--', '-->', ']]>', '\u2028');
const anyText = fc.string({ unit: fc.oneof(anyCodeUnit, hostilePiece, fc.string({ unit: 'binary', maxLength: 1 })) });

describe('inline scripts with stored text', () => {
  it.each(Object.entries(HOSTILE_TEXT))(
    '%s: the parsed script is the hashed one and gives the text back',
    (_, text) => {
      const result = roundTrip(text);
      expect(result.scriptHashes).toEqual([result.stateHash]);
      expect(result.fromState).toBe(text);
      expect(result.fromJson).toBe(text);
    },
  );

  it('any string survives the serialisation and the parse unchanged (property)', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = roundTrip(text);
        expect(result.scriptHashes).toEqual([result.stateHash]);
        expect(result.fromState).toBe(text);
        expect(result.fromJson).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('hashes classic and module scripts and speculation rules, never data blocks or scripts with a src', () => {
    const { scriptHashes } = secureInlineScripts(
      [
        '<script>a()</script>',
        '<script type="module">b()</script>',
        '<script type="text/javascript">c()</script>',
        '<script type="application/json">{"d":1}</script>',
        '<script type="application/ld+json">{"e":1}</script>',
        '<script type="speculationrules">{"prefetch":[]}</script>',
        '<script src="/f.js"></script>',
      ].join(''),
    );
    expect(scriptHashes).toEqual([
      sha256Source('a()'),
      sha256Source('b()'),
      sha256Source('c()'),
      sha256Source('{"prefetch":[]}'),
    ]);
  });

  it('leaves a page without parser-changed characters byte for byte as it was', () => {
    const html = page('plain text & <b>tags</b>');
    expect(secureInlineScripts(html).html).toBe(html);
  });
});
