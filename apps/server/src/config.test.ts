import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LETS_ENCRYPT_DIRECTORY, loadConfig } from './config';

/** A certificate authority's certificate, as an ACME_CA_FILE holds. */
const CA_PEM = `-----BEGIN CERTIFICATE-----
MIIBeTCCAR+gAwIBAgIUDIVmkPSOsj9CWACy/9FOCYG92fowCgYIKoZIzj0EAwIw
EjEQMA4GA1UEAwwHVGVzdC1DQTAeFw0yNjEyMDIxOTU4MjNaFw0zNjExMjkxOTU4
MjNaMBIxEDAOBgNVBAMMB1Rlc3QtQ0EwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNC
AARZ/xw5iQgQXLGml1Es85R5O1n+b3ulOQsA5L7qWkIO0B1/rM4wOcNZ/WE2hFTG
WwnwkHnsmfRumffBs73f+xOvo1MwUTAdBgNVHQ4EFgQUcLQ1q/Oq4uTblRNrpy69
y6Q1n68wHwYDVR0jBBgwFoAUcLQ1q/Oq4uTblRNrpy69y6Q1n68wDwYDVR0TAQH/
BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiEA03k3VLSHeTdhQgqElugAM6QlwX2J
E2c619p+wYUy8f8CIEb6OFzhSROFAEePMRNUEqpsVUmpp1AvDYUienK1jcjo
-----END CERTIFICATE-----
`;

const dataDir = () => mkdtempSync(join(tmpdir(), 'coach-config-'));

describe('loadConfig', () => {
  it('applies the defaults and generates secrets once, persisted in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      whatsappNumber: '919876543210',
      admin: null,
    });
    expect(first.databaseFile).toBe(join(dir, 'app.sqlite'));
    expect(first.publicApiKey).toMatch(/^pk_/);
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.publicApiKey).toBe(first.publicApiKey);
    expect(second.appSecret).toBe(first.appSecret);
  });

  it('prefers configured secrets and treats empty variables as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '',
      PUBLIC_API_KEY: 'pk_configured_key_1234',
      APP_SECRET: 'a'.repeat(40),
      WHATSAPP_NUMBER: '+14155550100',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'long-enough-password',
    });
    expect(config).toMatchObject({
      port: 3000,
      publicApiKey: 'pk_configured_key_1234',
      appSecret: 'a'.repeat(40),
      whatsappNumber: '14155550100',
      admin: { username: 'owner', password: 'long-enough-password' },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT: must be a port number \(1-65535\) \(got "eighty"\)/],
    [{ PORT: '70000' }, /PORT:/],
    [{ WHATSAPP_NUMBER: 'call me' }, /WHATSAPP_NUMBER: must be a phone number/],
    [{ APP_SECRET: 'short' }, /APP_SECRET: must be at least 32 characters$/m],
    [{ ADMIN_USERNAME: 'owner' }, /ADMIN_PASSWORD: must be set together/],
    [{ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD: must be at least 10 characters$/m],
    [{ ADMIN_USERNAME: 'own\u0001er', ADMIN_PASSWORD: 'long enough' }, /ADMIN_USERNAME: must not contain control/],
  ])('names the bad variable: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('turns HTTPS on with DOMAIN: the names, ports 80 and 443, Let’s Encrypt, and the site address on HTTPS', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).https).toBeNull();
    const config = loadConfig({ DATA_DIR: dir, DOMAIN: 'Her-Site.com, www.her-site.com' });
    expect(config.https).toEqual({
      domains: ['her-site.com', 'www.her-site.com'],
      httpPort: 80,
      httpsPort: 443,
      directoryUrl: LETS_ENCRYPT_DIRECTORY,
      email: null,
      caPem: null,
      eab: null,
      challenges: ['http-01', 'tls-alpn-01'],
    });
    expect(LETS_ENCRYPT_DIRECTORY).toBe('https://acme-v02.api.letsencrypt.org/directory');
    expect(config.publicUrl).toBe('https://her-site.com');
    expect(loadConfig({ DATA_DIR: dir, DOMAIN: 'her-site.com', HTTPS_PORT: '8443' }).publicUrl).toBe(
      'https://her-site.com:8443',
    );
    expect(loadConfig({ DATA_DIR: dir, DOMAIN: 'her-site.com', PUBLIC_URL: 'https://a.example' }).publicUrl).toBe(
      'https://a.example',
    );
  });

  it('reads the ACME settings', () => {
    const dir = dataDir();
    const caFile = join(dir, 'ca.pem');
    writeFileSync(caFile, CA_PEM);
    const config = loadConfig({
      DATA_DIR: dir,
      DOMAIN: 'her-site.com',
      HTTP_PORT: '8080',
      HTTPS_PORT: '8443',
      ACME_DIRECTORY: 'https://ca.example/dir',
      ACME_EMAIL: 'meera@her-site.com',
      ACME_CA_FILE: caFile,
      ACME_EAB_KID: 'kid-1',
      ACME_EAB_HMAC_KEY: 'zWNDZM6eQGHWpSRTPal5eIUYFTu7EajVIoguysqZ9wG44nMEtx3MUAsUDkMTQ12W',
      ACME_CHALLENGE: 'tls-alpn-01',
    }).https;
    expect(config).toEqual({
      domains: ['her-site.com'],
      httpPort: 8080,
      httpsPort: 8443,
      directoryUrl: 'https://ca.example/dir',
      email: 'meera@her-site.com',
      caPem: CA_PEM,
      eab: { kid: 'kid-1', hmacKey: 'zWNDZM6eQGHWpSRTPal5eIUYFTu7EajVIoguysqZ9wG44nMEtx3MUAsUDkMTQ12W' },
      challenges: ['tls-alpn-01'],
    });
  });

  it.each([
    [
      { DOMAIN: 'localhost' },
      /^ {2}DOMAIN: must be a comma-separated list of domain names, like her-site\.com,www\.her-site\.com \(no addresses, wildcards, ports or paths\) \(got "localhost"\)$/m,
    ],
    [{ DOMAIN: 'her-site.com,*.her-site.com' }, /DOMAIN: must be a comma-separated list of domain names/],
    [{ DOMAIN: 'https://her-site.com' }, /DOMAIN: must be a comma-separated list/],
    [{ DOMAIN: 'her-site.com', HTTPS_PORT: '0' }, /HTTPS_PORT: must be a port number/],
    [{ DOMAIN: 'her-site.com', HTTP_PORT: 'http' }, /HTTP_PORT: must be a port number/],
    [
      { ACME_DIRECTORY: 'http://ca.example/dir' },
      /ACME_DIRECTORY: must be the ACME server's directory address, starting with https:\/\//,
    ],
    [{ ACME_EMAIL: 'not-an-address' }, /ACME_EMAIL: must be an e-mail address/],
    [{ ACME_CA_FILE: '/no/such/file.pem' }, /ACME_CA_FILE: must be a readable file holding certificates \(PEM\)/],
    [{ ACME_EAB_KID: 'kid-1' }, /ACME_EAB_HMAC_KEY: must be set together with the other ACME_EAB_ variable/],
    [{ ACME_EAB_HMAC_KEY: 'zWNDZM6eQGHWpSRTPal5eIUY' }, /ACME_EAB_KID: must be set together/],
    [
      { ACME_EAB_KID: 'k', ACME_EAB_HMAC_KEY: 'short' },
      /ACME_EAB_HMAC_KEY: must be the HMAC key the CA gave, in base64url$/m,
    ],
    [{ ACME_CHALLENGE: 'dns-01' }, /ACME_CHALLENGE: must be http-01 or tls-alpn-01 \(unset: both\)/],
  ])('names the bad HTTPS variable: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('refuses an ACME_CA_FILE that holds no certificate', () => {
    const dir = dataDir();
    const file = join(dir, 'key.pem');
    writeFileSync(
      file,
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    expect(() => loadConfig({ DATA_DIR: dir, ACME_CA_FILE: file })).toThrow(/ACME_CA_FILE: must be a readable file/);
    writeFileSync(file, '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n');
    expect(() => loadConfig({ DATA_DIR: dir, ACME_CA_FILE: file })).toThrow(/ACME_CA_FILE: must be a readable file/);
  });

  it('names DATA_DIR when it cannot be written, and reads the backup settings', () => {
    const file = join(dataDir(), 'a-file');
    writeFileSync(file, '');
    expect(() => loadConfig({ DATA_DIR: join(file, 'data') })).toThrow(
      `Invalid configuration:\n  DATA_DIR: ${join(file, 'data')} cannot be written by this user (ENOTDIR).`,
    );
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).backup).toEqual({ dir: join(dir, 'backups'), intervalHours: 24, keep: 7 });
    expect(
      loadConfig({ DATA_DIR: dir, BACKUP_DIR: '/srv/b', BACKUP_INTERVAL_HOURS: '0', BACKUP_KEEP: '30' }).backup,
    ).toEqual({ dir: '/srv/b', intervalHours: 0, keep: 30 });
    expect(() => loadConfig({ DATA_DIR: dir, BACKUP_KEEP: '0' })).toThrow(
      'BACKUP_KEEP: must be a whole number of backups to keep (at least 1) (got "0")',
    );
    expect(() => loadConfig({ DATA_DIR: dir, BACKUP_INTERVAL_HOURS: 'daily' })).toThrow(
      'BACKUP_INTERVAL_HOURS: must be a number of hours (0 turns scheduled backups off) (got "daily")',
    );
  });

  it('reads the off-site storage, which takes all four of its main variables, and an age recipient', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).offsite).toEqual({ environment: null, recipient: null });
    const recipient = 'age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p';
    const set = {
      DATA_DIR: dataDir(),
      BACKUP_S3_ENDPOINT: 'https://s3.eu-central-003.backblazeb2.com/ignored/path',
      BACKUP_S3_BUCKET: 'site-backups',
      BACKUP_S3_ACCESS_KEY_ID: 'key-id',
      BACKUP_S3_SECRET_ACCESS_KEY: 'very-secret',
    };
    expect(loadConfig(set).offsite).toEqual({
      environment: {
        source: 'environment',
        location: {
          endpoint: 'https://s3.eu-central-003.backblazeb2.com',
          region: 'us-east-1',
          bucket: 'site-backups',
          prefix: '',
          accessKeyId: 'key-id',
          secretAccessKey: 'very-secret',
          pathStyle: false,
        },
        keep: 30,
        recipient: null,
      },
      recipient: null,
    });
    const all = loadConfig({
      ...set,
      BACKUP_S3_REGION: 'auto',
      BACKUP_S3_PREFIX: 'nutriwell//',
      BACKUP_S3_PATH_STYLE: 'true',
      BACKUP_S3_KEEP: '12',
      BACKUP_AGE_RECIPIENT: ` ${recipient} `,
    }).offsite;
    expect(all.environment).toMatchObject({
      location: { region: 'auto', prefix: 'nutriwell/', pathStyle: true },
      keep: 12,
      recipient,
    });
    expect(all.recipient).toBe(recipient);
    // Only a recipient: copies set in the portal are encrypted for it.
    expect(loadConfig({ DATA_DIR: dataDir(), BACKUP_AGE_RECIPIENT: recipient }).offsite).toEqual({
      environment: null,
      recipient,
    });

    const refused = (env: Record<string, string>) => () => loadConfig({ ...set, ...env });
    expect(refused({ BACKUP_S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'BACKUP_S3_SECRET_ACCESS_KEY: must be set with the other BACKUP_S3_ variables',
    );
    expect(refused({ BACKUP_S3_ENDPOINT: 'ftp://x.example.com' })).toThrow(
      /BACKUP_S3_ENDPOINT: must be the storage service address, like https:\/\/s3\.us-east-1\.amazonaws\.com/,
    );
    expect(refused({ BACKUP_S3_BUCKET: 'Bad_Bucket' })).toThrow('BACKUP_S3_BUCKET: must be a bucket name');
    expect(refused({ BACKUP_S3_PREFIX: '/abs' })).toThrow('BACKUP_S3_PREFIX: must be a folder name');
    expect(refused({ BACKUP_S3_PATH_STYLE: 'yes' })).toThrow('BACKUP_S3_PATH_STYLE: must be true or false');
    expect(refused({ BACKUP_S3_KEEP: '0' })).toThrow('BACKUP_S3_KEEP: must be a whole number of copies to keep');
    expect(refused({ BACKUP_AGE_RECIPIENT: 'age1nope' })).toThrow('BACKUP_AGE_RECIPIENT: must be an age public key');
    // The secret is never echoed.
    expect(refused({ BACKUP_S3_SECRET_ACCESS_KEY: 'x'.repeat(300) })).toThrow(/^(?![\s\S]*xxxxxxxxxx)/);
  });

  it('reads the addresses webhooks may reach, and refuses what is not an address or a range', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webhookAllowedAddresses).toEqual([]);
    const allowed = loadConfig({
      DATA_DIR: dataDir(),
      WEBHOOK_ALLOW_ADDRESSES: ' 10.0.0.5, 192.168.1.0/24,fd00::/8 ,',
    });
    expect(allowed.webhookAllowedAddresses).toEqual(['10.0.0.5', '192.168.1.0/24', 'fd00::/8']);
    for (const wrong of ['crm.example.com', '10.0.0.300', '10.0.0.0/33']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_ADDRESSES: wrong })).toThrow(
        /WEBHOOK_ALLOW_ADDRESSES: must be a comma-separated list of addresses or ranges/,
      );
    }
  });

  it("reads the mail lanes' pace and DKIM, which takes all three of its variables and a readable RSA key", () => {
    const plain = loadConfig({ DATA_DIR: dataDir() });
    expect(plain.mail).toMatchObject({ perSecond: { transactional: 0, bulk: 10 }, dkim: null });
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_BULK_PER_SECOND: '3' }).mail.perSecond.bulk).toBe(3);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_BULK_PER_SECOND: '-1' })).toThrow(
      /MAIL_BULK_PER_SECOND: must be a whole number of e-mails a second \(0 for no limit\)/,
    );

    const dir = dataDir();
    const keyFile = join(dir, 'dkim.pem');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const signed = loadConfig({
      DATA_DIR: dir,
      DKIM_DOMAIN: 'coach.example',
      DKIM_SELECTOR: 'mail2026',
      DKIM_PRIVATE_KEY_FILE: keyFile,
    });
    expect(signed.mail.dkim).toEqual({
      domainName: 'coach.example',
      keySelector: 'mail2026',
      privateKey: readFileSync(keyFile, 'utf8'),
    });

    expect(() => loadConfig({ DATA_DIR: dataDir(), DKIM_DOMAIN: 'coach.example' })).toThrow(
      /DKIM_SELECTOR: must be set with the other DKIM variables\n {2}DKIM_PRIVATE_KEY_FILE: must be set with the other DKIM variables/,
    );
    const notAKey = join(dir, 'not-a-key.pem');
    writeFileSync(notAKey, 'hello');
    for (const file of [notAKey, join(dir, 'missing.pem')]) {
      expect(() =>
        loadConfig({
          DATA_DIR: dir,
          DKIM_DOMAIN: 'coach.example',
          DKIM_SELECTOR: 'mail2026',
          DKIM_PRIVATE_KEY_FILE: file,
        }),
      ).toThrow(/DKIM_PRIVATE_KEY_FILE: must be a readable file holding an RSA private key \(PEM\)$/m);
    }
  });

  it('names a corrupt secrets file instead of crashing', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'secrets.json'), '{not json');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/secrets\.json is not valid JSON/);
  });

  it('trusts forwarded headers only when told to', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('never echoes a secret value in its message', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), APP_SECRET: 'leaky' })).toThrow(/^(?![\s\S]*leaky)/);
    const dir = dataDir();
    loadConfig({ DATA_DIR: dir });
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toHaveProperty('appSecret');
  });
});
