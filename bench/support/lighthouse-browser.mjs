// The headless Debian Chromium the Lighthouse and throttled-login benchmarks drive through puppeteer. `spki`: the
// HTTPS server's certificate, made for the run, which the browser then trusts as a real one.
import puppeteer from 'puppeteer-core';

export function lighthouseBrowser(spki) {
  return puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : []),
    ],
  });
}
