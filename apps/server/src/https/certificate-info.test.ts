import { generateKeyPairSync, webcrypto, X509Certificate } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { describe, expect, it } from 'vitest';
import { describeCertificate, keyMatches, renewalInfoId, splitChain, standInCertificate } from './certificate-info';

const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };

/** A certificate as a CA would issue it: its serial, issuer, names and authority key identifier as given. */
async function issued(options: {
  serial: string;
  issuer: string;
  names: string[];
  authorityKeyId?: string;
  otherNames?: { type: 'ip' | 'email'; value: string }[];
}) {
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: options.serial,
    subject: 'CN=site',
    issuer: options.issuer,
    notBefore: new Date('2026-01-01T00:00:00Z'),
    notAfter: new Date('2026-04-01T00:00:00Z'),
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
    signingAlgorithm: algorithm,
    extensions: [
      ...(options.names.length || options.otherNames
        ? [
            new x509.SubjectAlternativeNameExtension([
              ...options.names.map((value) => ({ type: 'dns' as const, value })),
              ...(options.otherNames ?? []),
            ]),
          ]
        : []),
      ...(options.authorityKeyId ? [new x509.AuthorityKeyIdentifierExtension(options.authorityKeyId)] : []),
    ],
  });
  return certificate.toString('pem');
}

describe('describeCertificate', () => {
  it('reads the names, the issuer and the lifetime of the chain’s first certificate', async () => {
    const leaf = await issued({
      serial: '01',
      issuer: "C=US, O=Let's Encrypt, CN=R11",
      names: ['her-site.com', 'www.her-site.com'],
    });
    const other = await issued({ serial: '02', issuer: 'CN=Other', names: ['other.example'] });
    expect(describeCertificate(`${leaf}\n${other}`)).toEqual({
      names: ['her-site.com', 'www.her-site.com'],
      issuer: "Let's Encrypt (R11)",
      notBefore: '2026-01-01T00:00:00.000Z',
      notAfter: '2026-04-01T00:00:00.000Z',
    });
    expect(splitChain(`${leaf}\n${other}`)).toHaveLength(2);
  });

  it('names an issuer by its organisation or its name when it has only one', async () => {
    const byName = await issued({ serial: '03', issuer: 'CN=Pebble Intermediate CA 1a2b3c', names: ['a.test'] });
    expect(describeCertificate(byName).issuer).toBe('Pebble Intermediate CA 1a2b3c');
    const byOrganisation = await issued({ serial: '04', issuer: 'C=US, O=Example CA', names: ['a.test'] });
    expect(describeCertificate(byOrganisation).issuer).toBe('Example CA');
  });

  it('lists only the domain names a certificate covers, not its addresses', async () => {
    const mixed = await issued({
      serial: '06',
      issuer: 'CN=Issuer',
      names: ['her-site.com'],
      otherNames: [
        { type: 'ip', value: '192.0.2.1' },
        { type: 'email', value: 'meera@her-site.com' },
      ],
    });
    expect(new X509Certificate(mixed).subjectAltName).toContain('IP Address:192.0.2.1');
    expect(describeCertificate(mixed).names).toEqual(['her-site.com']);
    const nameless = await issued({ serial: '07', issuer: 'CN=Issuer', names: [] });
    expect(describeCertificate(nameless).names).toEqual([]);
  });

  it('throws on a text holding no certificate', () => {
    expect(() => describeCertificate('not a certificate')).toThrow('no certificate in the chain');
  });
});

describe('renewalInfoId', () => {
  it('joins the issuer’s key identifier and the serial number’s bytes in base64url (RFC 9773’s example)', async () => {
    const pem = await issued({
      serial: '0087654321',
      issuer: 'CN=Issuer',
      names: ['a.test'],
      authorityKeyId: '69885b6b87464041e1b37b847ba0ae2cde01c8d4',
    });
    expect(renewalInfoId(pem)).toBe('aYhba4dGQEHhs3uEe6CuLN4ByNQ.AIdlQyE');
  });

  it('keeps a serial number positive and whole', async () => {
    const pem = await issued({ serial: '0123', issuer: 'CN=Issuer', names: ['a.test'], authorityKeyId: '0102' });
    expect(renewalInfoId(pem)).toBe('AQI.ASM');
    // A serial whose first byte is 0x80 or more is held with a leading zero byte.
    const high = await issued({ serial: '0080ff', issuer: 'CN=Issuer', names: ['a.test'], authorityKeyId: '0102' });
    expect(renewalInfoId(high)).toBe('AQI.AID_');
    const odd = await issued({ serial: '7f', issuer: 'CN=Issuer', names: ['a.test'], authorityKeyId: '0102' });
    expect(renewalInfoId(odd)).toBe('AQI.fw');
  });

  it('is null without an authority key identifier or a certificate', async () => {
    const pem = await issued({ serial: '05', issuer: 'CN=Issuer', names: ['a.test'] });
    expect(renewalInfoId(pem)).toBeNull();
    expect(renewalInfoId('')).toBeNull();
  });
});

describe('keyMatches and the stand-in certificate', () => {
  it('makes a day-long self-signed certificate for the names, whose key matches it and no other', async () => {
    const before = Date.now();
    const standIn = await standInCertificate(['her-site.com', 'www.her-site.com']);
    const certificate = new X509Certificate(standIn.cert);
    expect(certificate.subjectAltName).toBe('DNS:her-site.com, DNS:www.her-site.com');
    expect(certificate.subject).toBe('CN=her-site.com');
    expect(certificate.validToDate.getTime() - before).toBeGreaterThan(23 * 3_600_000);
    expect(certificate.validToDate.getTime() - before).toBeLessThanOrEqual(24 * 3_600_000 + 1000);
    expect(certificate.validFromDate.getTime()).toBeLessThanOrEqual(before);
    expect(certificate.checkIssued(certificate)).toBe(true);
    expect(keyMatches(standIn.cert, standIn.key)).toBe(true);
    // The key as RFC 7468 writes it: base64 in lines of 64 characters, the last one shorter.
    const lines = standIn.key.trimEnd().split('\n');
    expect(lines[0]).toBe('-----BEGIN PRIVATE KEY-----');
    expect(lines.at(-1)).toBe('-----END PRIVATE KEY-----');
    const body = lines.slice(1, -1);
    expect(body.slice(0, -1).every((line) => line.length === 64)).toBe(true);
    expect(body.at(-1)?.length).toBeGreaterThan(0);
    expect(body.at(-1)?.length).toBeLessThanOrEqual(64);
    const another = await standInCertificate(['her-site.com']);
    expect(keyMatches(standIn.cert, another.key)).toBe(false);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(keyMatches(standIn.cert, rsa.toString())).toBe(false);
    expect(keyMatches(standIn.cert, 'not a key')).toBe(false);
    expect(keyMatches('', standIn.key)).toBe(false);
  });
});
