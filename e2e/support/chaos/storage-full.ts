/**
 * The chaos test's full disk (D302): while the fault lasts, IndexedDB's `put` and `add` throw
 * QuotaExceededError, as a browser's do when the origin's quota is spent (reads and deletes still
 * work, as they do on a full disk). DevTools' Storage.overrideQuotaForOrigin did not make IndexedDB
 * refuse writes in a Playwright context (docs/benchmarks.md), so the refusal is made in the page:
 * an init script, run in every page of the context before the app's code, wraps the two methods.
 *
 * The switch is a cookie the page reads synchronously at each write, so it holds across reloads and
 * new tabs of the context and is set and cleared from the driver without a page to evaluate in.
 * Each refused write is told to the driver (a binding), which then checks the product's promise:
 * the screen says the device stopped saving (src/ui/storage-trouble, D195) and what the person
 * did stays (the comparison at the end, run.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { BOUNDS } from './waits.ts';

const COOKIE = 'chaos_storage_full';
const BINDING = '__chaosStorageRefused';

/**
 * Runs in the page before the app's code. A string, not a function: tsx's transpiling adds helper
 * calls (`__name`) to a function's text that do not exist in the page, and the script would fail.
 */
const refuseWritesWhileFull = `(() => {
  const store = IDBObjectStore.prototype;
  const isFull = () => document.cookie.split('; ').includes('${COOKIE}=1');
  for (const name of ['put', 'add']) {
    const write = store[name];
    store[name] = function (...args) {
      if (isFull()) {
        // Looked up at each refusal: the binding may be installed after this script runs.
        globalThis['${BINDING}']?.(this.name)?.catch(() => undefined);
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return write.apply(this, args);
    };
  }
})();`;

export class StorageFullFault {
  /** Refused since the driver last looked (it then expects the screen to say so). */
  private refusedUnseen = 0;
  /** The object stores of those refused writes, for the log. */
  private storesUnseen: string[] = [];
  private isOn = false;

  private constructor(
    private readonly context: BrowserContext,
    private readonly baseURL: string,
  ) {}

  static async install(context: BrowserContext, baseURL: string): Promise<StorageFullFault> {
    const fault = new StorageFullFault(context, baseURL);
    await context.exposeBinding(BINDING, (_source, store: unknown) => {
      fault.refusedUnseen += 1;
      fault.storesUnseen.push(String(store));
    });
    await context.addInitScript(refuseWritesWhileFull);
    return fault;
  }

  get on(): boolean {
    return this.isOn;
  }

  /**
   * Writes refused since the last look (and their stores), and whether the screen tells it: the notice that the device
   * stopped saving the person's work (D195), waited for with BOUNDS.expect. Undefined when none was.
   */
  async look(page: Page): Promise<{ refused: number; stores: string[]; told: boolean } | undefined> {
    const refused = this.refusedUnseen;
    if (refused === 0) return undefined;
    const stores = this.storesUnseen;
    this.refusedUnseen = 0;
    this.storesUnseen = [];
    const told = await page
      .getByTestId('storage-trouble-notice')
      .waitFor({ timeout: BOUNDS.expect })
      .then(
        () => true,
        () => false,
      );
    return { refused, stores, told };
  }

  async fill(): Promise<void> {
    if (this.isOn) return;
    this.isOn = true;
    await this.context.addCookies([{ name: COOKIE, value: '1', url: this.baseURL }]);
  }

  async free(): Promise<void> {
    if (!this.isOn) return;
    this.isOn = false;
    await this.context.clearCookies({ name: COOKIE });
  }
}
