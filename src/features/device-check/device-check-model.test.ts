import { describe, expect, it } from 'vitest';
import {
  DEVICE_CHECK_LIMITS,
  installProbe,
  judgeInstall,
  judgeMedia,
  judgeNetwork,
  judgeStorage,
  mediaProbeOfError,
  overallVerdict,
} from './device-check-model.ts';

const measured = (downloadMbps: number, uploadMbps: number, latencyMs = 40) => ({
  status: 'measured' as const,
  downloadMbps,
  uploadMbps,
  latencyMs,
});
const MB = 1024 * 1024;

describe('device check verdicts', () => {
  it('camera and microphone pass only when granted, and say why otherwise', () => {
    expect(judgeMedia('granted')).toEqual({ verdict: 'ok', reason: 'granted' });
    for (const probe of ['denied', 'no-device', 'in-use', 'unsupported'] as const)
      expect(judgeMedia(probe)).toEqual({ verdict: 'fail', reason: probe });
  });

  it('maps getUserMedia errors to what the person can do about them', () => {
    expect(mediaProbeOfError(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(mediaProbeOfError({ name: 'NotFoundError' })).toBe('no-device');
    expect(mediaProbeOfError({ name: 'NotReadableError' })).toBe('in-use');
    expect(mediaProbeOfError(new TypeError('no mediaDevices'))).toBe('unsupported');
  });

  it('the network fails when answers could not leave, warns when they leave slowly, passes when fast', () => {
    expect(judgeNetwork(measured(50, 20))).toEqual({ verdict: 'ok', reason: 'fast' });
    expect(judgeNetwork(measured(50, DEVICE_CHECK_LIMITS.goodUploadMbps - 0.1))).toEqual({
      verdict: 'warn',
      reason: 'slow-upload',
    });
    expect(judgeNetwork(measured(50, 0.3))).toEqual({ verdict: 'fail', reason: 'slow-upload' });
    expect(judgeNetwork(measured(0.5, 5))).toEqual({ verdict: 'warn', reason: 'slow-download' });
    expect(judgeNetwork(measured(0.5, 0.2))).toEqual({ verdict: 'fail', reason: 'too-slow' });
    expect(judgeNetwork(measured(50, 20, 900))).toEqual({ verdict: 'warn', reason: 'high-latency' });
    expect(judgeNetwork({ status: 'failed' })).toEqual({ verdict: 'fail', reason: 'failed' });
  });

  it('storage passes when persistent with room, warns when it may be evicted or the room is unknown, fails when short', () => {
    expect(judgeStorage({ persisted: 'granted', availableBytes: 2000 * MB })).toEqual({
      verdict: 'ok',
      reason: 'persistent-roomy',
    });
    expect(judgeStorage({ persisted: 'denied', availableBytes: 2000 * MB })).toEqual({
      verdict: 'warn',
      reason: 'not-persistent',
    });
    expect(judgeStorage({ persisted: 'granted' })).toEqual({ verdict: 'warn', reason: 'unknown-room' });
    expect(judgeStorage({ persisted: 'granted', availableBytes: 100 * MB })).toEqual({
      verdict: 'fail',
      reason: 'short',
    });
  });

  it('installing: already installed, a prompt, the iPhone share menu, or not offered', () => {
    const base = {
      standalone: false,
      promptAvailable: false,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
      maxTouchPoints: 0,
    };
    expect(installProbe({ ...base, standalone: true })).toBe('installed');
    expect(installProbe({ ...base, promptAvailable: true })).toBe('installable');
    expect(
      installProbe({ ...base, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' }),
    ).toBe('ios-manual');
    expect(
      installProbe({
        ...base,
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
        maxTouchPoints: 5,
      }),
    ).toBe('ios-manual');
    expect(installProbe(base)).toBe('unsupported');
    expect(judgeInstall('unsupported').verdict).toBe('warn');
    expect(judgeInstall('installable').verdict).toBe('ok');
  });

  it('the summary is the worst verdict of the checks that ran', () => {
    expect(overallVerdict([])).toBeUndefined();
    expect(overallVerdict([undefined, 'ok'])).toBe('ok');
    expect(overallVerdict(['ok', 'warn', undefined])).toBe('warn');
    expect(overallVerdict(['ok', 'fail', 'warn'])).toBe('fail');
  });
});
