import { describe, expect, it, vi } from 'vitest';

// Each test imports the modules afresh: the slot keeps the one client of the page.
const freshModules = async () => {
  vi.resetModules();
  const slot = await import('./query-client-slot.ts');
  return slot;
};

describe('the query client loaded when a page needs it', () => {
  it('given nothing has loaded it, then there is no client until loadQueryClient resolves, and listeners hear of it', async () => {
    const slot = await freshModules();
    expect(slot.currentQueryClient()).toBeUndefined();
    const heard = vi.fn();
    const stop = slot.onQueryClient(heard);
    const client = await slot.loadQueryClient();
    expect(slot.currentQueryClient()).toBe(client);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    const { queryClient } = await import('./query-client.ts');
    expect(client).toBe(queryClient);
  });

  it('given another module imported the client first, then loading gives that same client', async () => {
    const slot = await freshModules();
    const { queryClient } = await import('./query-client.ts');
    await expect(slot.loadQueryClient()).resolves.toBe(queryClient);
    expect(slot.currentQueryClient()).toBe(queryClient);
  });

  it('given two loads at once, then both get the one client', async () => {
    const slot = await freshModules();
    const [first, second] = await Promise.all([slot.loadQueryClient(), slot.loadQueryClient()]);
    expect(first).toBe(second);
  });
});
