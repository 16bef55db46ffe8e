/**
 * Runs the speed test against our own server with the method of speed-method.ts: pings, then a
 * download phase and an upload phase of parallel streams. Download bytes are counted as they
 * arrive (a stream reader); upload bytes as the browser reports them sent (XHR upload progress).
 * Each phase stops at its time, or when every stream used its request budget.
 */
import { API_BASE, call, currentAccessToken } from '../../lib/api-client.ts';
import { SPEED_METHOD, latencyAndJitter, nextRequestBytes, throughputMbps, type Sample } from './speed-method.ts';
import { speedTestPing } from '../../lib/api/speed-test.ts';

export type SpeedPhase = 'latency' | 'download' | 'upload';

export interface SpeedMeasurement {
  downloadMbps: number;
  uploadMbps: number;
  latencyMs: number;
  jitterMs: number;
}

export interface SpeedProgress {
  phase: SpeedPhase;
  /** 0..1 of the whole test. */
  fraction: number;
  /** The phase's rate so far (Mbps), or the latest round trip (ms) while pinging. */
  current?: number;
}

function authHeaders(): Record<string, string> {
  const token = currentAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function measureLatency(
  onProgress: (p: SpeedProgress) => void,
  signal: AbortSignal,
): Promise<{ latencyMs: number; jitterMs: number }> {
  // Through the client first: it refreshes an expired session, so the raw requests below carry a valid token.
  await call(speedTestPing, { signal });
  const roundTrips: number[] = [];
  for (let i = 0; i < SPEED_METHOD.pings; i += 1) {
    const started = performance.now();
    const response = await fetch(`${API_BASE}/integration/v1/speed-test/ping/?n=${i}`, {
      headers: authHeaders(),
      cache: 'no-store',
      signal,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`ping ${response.status}`);
    const ms = performance.now() - started;
    // The first may pay for a connection set-up.
    if (i > 0) roundTrips.push(ms);
    onProgress({ phase: 'latency', fraction: (0.1 * (i + 1)) / SPEED_METHOD.pings, current: ms });
  }
  return latencyAndJitter(roundTrips);
}

type StreamRequest = (bytes: number, onBytes: (n: number) => void, signal: AbortSignal) => Promise<void>;

const download: StreamRequest = async (bytes, onBytes, signal) => {
  const response = await fetch(`${API_BASE}/integration/v1/speed-test/download/?bytes=${bytes}`, {
    headers: authHeaders(),
    cache: 'no-store',
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`download ${response.status}`);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onBytes(value.byteLength);
  }
};

const uploadBodies = new Map<number, Blob>();
/** Incompressible bytes (getRandomValues fills at most 64 KiB at a time), made once per size. */
function uploadBody(bytes: number): Blob {
  let blob = uploadBodies.get(bytes);
  if (!blob) {
    const data = new Uint8Array(bytes);
    for (let i = 0; i < bytes; i += 65536) crypto.getRandomValues(data.subarray(i, Math.min(bytes, i + 65536)));
    blob = new Blob([data], { type: 'application/octet-stream' });
    uploadBodies.set(bytes, blob);
  }
  return blob;
}

const upload: StreamRequest = (bytes, onBytes, signal) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let sent = 0;
    xhr.open('POST', `${API_BASE}/integration/v1/speed-test/upload/`);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      onBytes(event.loaded - sent);
      sent = event.loaded;
    };
    xhr.onload = () => {
      onBytes(bytes - sent);
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new Error(`upload ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.onabort = () => resolve();
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(uploadBody(bytes));
  });

async function measureThroughput(
  request: StreamRequest,
  maxBytes: number,
  phase: 'download' | 'upload',
  baseFraction: number,
  onProgress: (p: SpeedProgress) => void,
  outer: AbortSignal,
): Promise<number> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  outer.addEventListener('abort', abort, { once: true });
  const started = performance.now();
  let total = 0;
  const samples: Sample[] = [{ t: 0, bytes: 0 }];
  const sampler = setInterval(() => {
    const t = performance.now() - started;
    samples.push({ t, bytes: total });
    onProgress({
      phase,
      fraction: baseFraction + 0.45 * Math.min(1, t / SPEED_METHOD.phaseMs),
      current: t > SPEED_METHOD.warmupMs ? throughputMbps(samples, SPEED_METHOD.warmupMs) : throughputMbps(samples, 0),
    });
  }, 100);
  const stopper = setTimeout(abort, SPEED_METHOD.phaseMs);
  let failure: unknown;
  const stream = async () => {
    let size: number = SPEED_METHOD.firstRequestBytes;
    for (let n = 0; n < SPEED_METHOD.maxRequestsPerStream && !controller.signal.aborted; n += 1) {
      const begun = performance.now();
      try {
        await request(size, (bytes) => (total += bytes), controller.signal);
      } catch (error) {
        if (!controller.signal.aborted) failure = error;
        return;
      }
      size = nextRequestBytes(size, performance.now() - begun, maxBytes);
    }
  };
  await Promise.all(Array.from({ length: SPEED_METHOD.streams }, stream));
  clearInterval(sampler);
  clearTimeout(stopper);
  outer.removeEventListener('abort', abort);
  samples.push({ t: performance.now() - started, bytes: total });
  if (outer.aborted) throw new DOMException('Aborted', 'AbortError');
  if (failure && total === 0) throw failure;
  return throughputMbps(samples, SPEED_METHOD.warmupMs);
}

export async function runSpeedTest(
  onProgress: (p: SpeedProgress) => void,
  signal: AbortSignal,
): Promise<SpeedMeasurement> {
  const { latencyMs, jitterMs } = await measureLatency(onProgress, signal);
  const downloadMbps = await measureThroughput(
    download,
    SPEED_METHOD.maxDownloadRequestBytes,
    'download',
    0.1,
    onProgress,
    signal,
  );
  const uploadMbps = await measureThroughput(
    upload,
    SPEED_METHOD.maxUploadRequestBytes,
    'upload',
    0.55,
    onProgress,
    signal,
  );
  return { downloadMbps, uploadMbps, latencyMs, jitterMs };
}
