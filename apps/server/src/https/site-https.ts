// What a site on its own domain needs, loaded only when DOMAIN is set: the ACME client and the certificate library
// stay out of a server without it (and out of its memory: the ACME client's HTTP library wakes Node's fetch).
export { standInCertificate } from './certificate-info';
export { createCertificateKeeper } from './certificate-keeper';
export { createSiteListeners, isEncrypted } from './listeners';
export { noticeHttpsFailing } from './notice';
