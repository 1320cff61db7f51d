// DOMAIN: the names the site answers on and its certificate covers, read from a comma-separated list.

/** What a DOMAIN value must be, said in the error that stops the start. */
export const DOMAIN_RULE =
  'must be a comma-separated list of domain names, like her-site.com,www.her-site.com (no addresses, wildcards, ' +
  'ports or paths)';

/** Names one certificate may cover (Let's Encrypt's limit). */
export const MAX_DOMAINS = 100;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The last label names a top-level domain: letters, or an internationalised one's xn-- form. */
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** One name as the certificate will hold it (lower case, no final dot), or null when it is not a domain name. */
export function normaliseDomain(text: string): string | null {
  const name = text.trim().toLowerCase().replace(/\.$/, '');
  if (name.length > 253) return null;
  const labels = name.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((label) => LABEL.test(label))) return null;
  return TOP_LABEL.test(labels[labels.length - 1] as string) ? name : null;
}

/** The distinct names of a DOMAIN value, in its order; null when any part is not a domain name or there are none. */
export function parseDomainList(text: string): string[] | null {
  const names: string[] = [];
  // An empty part (",," or a trailing comma) is not a name either.
  for (const part of text.split(',')) {
    const name = normaliseDomain(part);
    if (!name) return null;
    if (!names.includes(name)) names.push(name);
  }
  return names.length > MAX_DOMAINS ? null : names;
}
