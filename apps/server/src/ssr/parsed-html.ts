// Test support: a page read the way a browser reads it (UTF-8 bytes, the HTML standard's parser), its scripts and
// text, to compare with what the server hashed and meant to show.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

export type ParsedScript = { attributes: Record<string, string>; text: string };
type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string };

/** The page as a browser receives it: UTF-8 bytes, so a lone surrogate arrives as U+FFFD. */
const overTheWire = (html: string) => Buffer.from(html, 'utf8').toString('utf8');

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Every <script> of a document as parse5 hands it to the script engine, and the text of everything else. */
export function parseLikeABrowser(html: string): { scripts: ParsedScript[]; text: string } {
  const scripts: ParsedScript[] = [];
  const text: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === 'script') {
      scripts.push({
        attributes: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])),
        text: (node.childNodes ?? []).map((child) => child.value ?? '').join(''),
      });
      return;
    }
    if (node.nodeName === '#text' && node.value) text.push(node.value);
    for (const child of node.childNodes ?? []) visit(child);
    if ('content' in node) visit((node as { content: Node }).content);
  };
  visit(parse(overTheWire(html)) as unknown as Node);
  return { scripts, text: text.join('') };
}

/** The inline scripts the policy must allow: no src, and a JavaScript type or none, or speculation rules. */
export const executableInline = (scripts: ParsedScript[]) =>
  scripts.filter(
    (s) =>
      !s.attributes.src &&
      (!s.attributes.type ||
        /^(module|speculationrules|(text|application)\/(java|ecma)script)$/i.test(s.attributes.type)),
  );
