// A rendered page's inline scripts made parser-proof, and the content-security policy's hashes of exactly those
// scripts: what the browser runs is what was hashed, whatever text the database held.
import { createHash } from 'node:crypto';
import { escapeParserChanges } from '@coach/shared';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A classic or module script, or speculation rules (the browser checks those against script-src too); any other type
 * is a data block, which never runs and needs no hash.
 */
function isExecutable(attributes: string): boolean {
  const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
  return (
    type === undefined ||
    type === '' ||
    type === 'module' ||
    type === 'speculationrules' ||
    /^(text|application)\/(java|ecma)script$/.test(type)
  );
}

export type SecuredPage = {
  html: string;
  /** One `'sha256-...'` source per distinct executable inline script (speculation rules included). */
  scriptHashes: string[];
};

/**
 * Escapes in every inline script (data blocks too) the characters an HTML parser would change, then hashes the
 * executable ones. Scripts with a `src` run from this site and are left alone.
 */
export function secureInlineScripts(html: string): SecuredPage {
  const hashes = new Set<string>();
  const secured = html.replace(INLINE_SCRIPT, (whole, attributes: string, body: string) => {
    if (/\bsrc\s*=/i.test(attributes)) return whole;
    const text = escapeParserChanges(body);
    if (isExecutable(attributes)) hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    return text === body ? whole : `<script${attributes}>${text}</script>`;
  });
  return { html: secured, scriptHashes: [...hashes] };
}
