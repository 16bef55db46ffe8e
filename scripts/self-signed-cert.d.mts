// Types of self-signed-cert.mjs (plain JavaScript so the e2e server and the benchmarks run it with node).
export function selfSignedCert(dir: string): { certFile: string; keyFile: string; spki: string };
