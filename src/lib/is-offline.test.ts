import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOffline } from './is-offline.ts';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('whether a loader reads only the device', () => {
  it('given the browser and the query cache online, then no', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(isOffline()).toBe(false);
  });

  it('given the browser offline, then yes, whatever the query cache last saw', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOffline()).toBe(true);
  });

  it('given the query cache offline (a fetch failed) before the browser says so, then yes', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onlineManager.setOnline(false);
    expect(isOffline()).toBe(true);
  });
});
