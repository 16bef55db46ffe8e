// A throwaway self-signed certificate for 127.0.0.1 and localhost, so the end-to-end tests, the
// API tests and the benchmarks can run the server over HTTPS (and so HTTP/2) as it is deployed.
// Made with Debian's openssl; never used outside a test or a benchmark.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes cert.pem and key.pem into dir (which must exist) and returns their paths, and the
 * certificate's SPKI hash for Chromium's --ignore-certificate-errors-spki-list, which makes the
 * browser trust it as it would a real one (its HTTP cache included, which it keeps off for a
 * certificate merely ignored with --ignore-certificate-errors).
 */
export function selfSignedCert(dir) {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const publicKey = new X509Certificate(readFileSync(certFile)).publicKey.export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, spki: createHash('sha256').update(publicKey).digest('base64') };
}
