// What a certificate says (names, issuer, lifetime), its identity for ACME Renewal Information, and the stand-in
// certificate the HTTPS listener holds until the CA has issued the first one.
import { createPrivateKey, KeyObject, webcrypto, X509Certificate } from 'node:crypto';
import type { ServedCertificate } from '@coach/shared';
import * as x509 from '@peculiar/x509';

const CERTIFICATE_PEM = /-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\s]+?-----END CERTIFICATE-----/g;

/** The certificates of a PEM chain, the site's first. */
export function splitChain(pem: string): string[] {
  return pem.match(CERTIFICATE_PEM) ?? [];
}

/** The issuer as a person reads it: its organisation and, in brackets, its name ("Let's Encrypt (R11)"). */
function issuerName(issuer: string): string {
  const fields = new Map(
    issuer.split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  const organisation = fields.get('O');
  const name = fields.get('CN');
  if (organisation && name) return `${organisation} (${name})`;
  return organisation ?? name ?? issuer;
}

/** The site's certificate (the chain's first) as Settings shows it; throws when the PEM holds none. */
export function describeCertificate(chainPem: string): ServedCertificate {
  const [leaf] = splitChain(chainPem);
  if (!leaf) throw new Error('no certificate in the chain');
  const certificate = new X509Certificate(leaf);
  // Stryker disable next-line StringLiteral: any text without a "DNS:" entry gives the same empty list
  const names = (certificate.subjectAltName ?? '')
    .split(', ')
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice(4));
  return {
    names,
    issuer: issuerName(certificate.issuer),
    notBefore: certificate.validFromDate.toISOString(),
    notAfter: certificate.validToDate.toISOString(),
  };
}

/** Whether the private key (PEM) is the one the chain's certificate was issued for. */
export function keyMatches(chainPem: string, keyPem: string): boolean {
  try {
    return new X509Certificate(splitChain(chainPem)[0] ?? '').checkPrivateKey(createPrivateKey(keyPem));
  } catch {
    return false;
  }
}

/**
 * The certificate's identifier for ACME Renewal Information (RFC 9773): its issuer's key identifier and its serial
 * number's bytes, each in base64url, joined by a dot; null when it has no authority key identifier.
 */
export function renewalInfoId(chainPem: string): string | null {
  const [leaf] = splitChain(chainPem);
  if (!leaf) return null;
  const certificate = new x509.X509Certificate(leaf);
  const authority = certificate.getExtension(x509.AuthorityKeyIdentifierExtension);
  if (!authority?.keyId) return null;
  const serial = Buffer.from(serialBytes(certificate.serialNumber));
  return `${Buffer.from(authority.keyId, 'hex').toString('base64url')}.${serial.toString('base64url')}`;
}

/** A serial number's DER content: its bytes, with a leading zero when the first would read as negative. */
function serialBytes(hex: string): Uint8Array {
  // Stryker disable next-line all: @peculiar/x509 gives whole bytes; an odd length is padded for any other source
  const even = hex.length % 2 ? `0${hex}` : hex;
  const bytes = Buffer.from(even, 'hex');
  return (bytes[0] ?? 0) >= 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes;
}

/**
 * A self-signed certificate for the names, valid for a day: the HTTPS listener needs one to accept connections (the
 * CA's TLS-ALPN-01 check among them) before the CA has issued the real one. No visitor is sent to it: until then the
 * HTTP side serves the site instead of redirecting.
 */
export async function standInCertificate(names: string[]): Promise<{ key: string; cert: string }> {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const now = Date.now();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    // Stryker disable next-line StringLiteral: without it the library draws a random serial too
    serialNumber: `01${Buffer.from(webcrypto.getRandomValues(new Uint8Array(8))).toString('hex')}`,
    name: `CN=${names[0]}`,
    notBefore: new Date(now - 60_000),
    notAfter: new Date(now + 24 * 60 * 60_000),
    keys: keys as webcrypto.CryptoKeyPair,
    signingAlgorithm: algorithm,
    extensions: [new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: 'dns' as const, value })))],
  });
  const key = KeyObject.from((keys as webcrypto.CryptoKeyPair).privateKey).export({ type: 'pkcs8', format: 'pem' });
  return { key: key.toString(), cert: certificate.toString('pem') };
}
