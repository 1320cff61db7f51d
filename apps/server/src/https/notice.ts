// The owner's e-mail while the site's certificate cannot be renewed (or the first one obtained).
import { noticeOwner, type Services } from '@coach/api';
import type { FailingCertificate } from './certificate-keeper';

export const noticeHttpsFailing = (services: Services, facts: FailingCertificate) =>
  noticeOwner(
    services,
    'https_failing',
    facts.expiresAt ? 'Your site’s HTTPS certificate is not being renewed' : 'Your site has no HTTPS certificate yet',
    facts.expiresAt
      ? 'The website keeps trying to renew its HTTPS certificate and the certificate authority keeps refusing or ' +
          'cannot be reached. The current certificate is still served until it expires; after that, visitors see a ' +
          'security warning. The README’s section on HTTPS says what to check; Settings in the portal shows the state.'
      : 'The website keeps trying to obtain its HTTPS certificate and the certificate authority keeps refusing or ' +
          'cannot be reached. Meanwhile the site is served on plain HTTP. The README’s section on HTTPS says what to ' +
          'check (the DNS records first); Settings in the portal shows the state.',
    [
      ['Names', facts.domains.join(', ')],
      ['Failing since', facts.failingSince],
      ['Last error', facts.lastError],
      ['Certificate expires', facts.expiresAt ?? 'no certificate yet'],
    ],
  );
