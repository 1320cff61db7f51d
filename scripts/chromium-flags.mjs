// The flags Debian's Chromium runs with here (browser tests and the Lighthouse benchmark): headless, and no
// background connections, which this machine's closed network would refuse many at a time.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
