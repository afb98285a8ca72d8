/**
 * The flags every Chromium of the project starts with (end-to-end tests, benchmark, Lighthouse):
 * headless on a machine with a closed network, where background fetches would only fail.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
