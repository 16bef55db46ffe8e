/**
 * One candidate's phone in the chaos test (D270): a browser context 390 px wide whose
 * network, tab and API calls fail at moments a seeded PRNG draws. The activity drivers
 * (questionnaire.ts, typing.ts) call `step()` between the person's actions; it may inject a fault.
 *
 * Faults: the network off for a few steps, a reload, the tab closed and the page opened again, API
 * requests aborted before they leave (for a few steps), API answers lost after the server acted on
 * them (the request reaches the server, the device sees a network error), the server killed and
 * started again on the same data (only where the caller can: the bench, not the journey), and the
 * device's writes to the server (POST, PUT, PATCH, DELETE) slow (each held 1-6 s, drawn, before it
 * leaves: a slow uplink) or failed (a 503 from a proxy, the server never reached) for a few steps,
 * and a full disk for a few steps (IndexedDB refuses writes with QuotaExceededError, storage-full.ts):
 * a refused write must be told on the screen (D195, D302), counted as untold when not.
 *
 * The person reads the screen as told: while the device says it has stopped saving their work and
 * asks them to keep the tab open (src/ui/storage-trouble, D195), a drawn reload or tab close is not done.
 */
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import type { Rng } from './rng.ts';
import { StorageFullFault } from './storage-full.ts';
import { BOUNDS, describePage } from './waits.ts';

/** What happened to a device's requests and tabs, all at nought (Device['requests'], totals in run.ts). */
export function noRequestCounts() {
  return {
    aborted: 0,
    answersLost: 0,
    signedOut: 0,
    slowed: 0,
    failed: 0,
    keptOpen: 0,
    storageRefused: 0,
    storageUntold: 0,
  };
}

export const FAULT_KINDS = [
  'offline',
  'reload',
  'tab-close',
  'api-abort',
  'response-lost',
  'server-restart',
  'slow-upload',
  'upload-fails',
  'storage-full',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultCounts = Record<FaultKind, number>;

export interface ChaosServer {
  baseURL: string;
  /**
   * Kills the server and starts it again on the same data, answering whether it did (not when one
   * ran a moment ago); absent where the server is not the caller's.
   */
  restart?: () => Promise<boolean>;
  /** Resolves once no restart is under way (at once where there are none). */
  settled?: () => Promise<unknown>;
}

export interface DeviceOptions {
  /** Chance of a fault at each step. */
  faultRate: number;
  /** The kinds drawn from (default: all the server allows). */
  kinds?: readonly FaultKind[];
  log?: (line: string) => void;
}

export const noFaults = (): FaultCounts => Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as FaultCounts;

export class Device {
  page!: Page;
  readonly faults = noFaults();
  /**
   * API requests aborted before they left, answers lost after the server acted, sign-outs, writes
   * held back (slow) or failed with a 503, reloads or tab closes not done because the screen
   * asked to keep the tab open, writes the full disk refused, and refusals the screen did not tell.
   */
  readonly requests = noRequestCounts();
  private storage!: StorageFullFault;
  private storageSteps = 0;
  private credentials?: { email: string; password: string };
  private offlineSteps = 0;
  private abortSteps = 0;
  private lostSteps = 0;
  private slowSteps = 0;
  private failSteps = 0;
  private constructor(
    readonly context: BrowserContext,
    private readonly server: ChaosServer,
    private readonly rng: Rng,
    /** Drawn in the route handler, whose calls interleave with the network: apart from the plan's. */
    private readonly routeRng: Rng,
    private readonly options: DeviceOptions,
  ) {}

  static async open(browser: Browser, server: ChaosServer, rng: Rng, options: DeviceOptions): Promise<Device> {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
      // The video answers record with the phone's camera and microphone (the bench's browser has fake ones).
      permissions: ['camera', 'microphone'],
    });
    // Every action and navigation of the person is bounded (waits.ts): a tab that cannot finish a
    // step fails it, and the driver says which and what the page showed, rather than hanging.
    context.setDefaultTimeout(BOUNDS.look);
    context.setDefaultNavigationTimeout(BOUNDS.expect);
    const device = new Device(context, server, rng, rng.fork(), options);
    await context.route('**/api/**', (route) => device.route(route));
    device.storage = await StorageFullFault.install(context, server.baseURL);
    device.page = await context.newPage();
    return device;
  }

  log(line: string): void {
    this.options.log?.(line);
  }

  get isOffline(): boolean {
    return this.offlineSteps > 0;
  }

  /** The disk refuses writes (the storage-full fault's steps run). */
  get isStorageFull(): boolean {
    return this.storageSteps > 0;
  }

  /**
   * Signs in through the API (the refresh cookie lands in the context), then opens `path` and waits
   * until the service worker controls the page. Another candidate's server restart may fall in the
   * middle (the sign-in refused, the page not loaded, the worker not installed): tried again, three
   * times at most, each step bounded; then it fails saying which step.
   */
  async signIn(email: string, password: string, path: string): Promise<void> {
    this.credentials = { email, password };
    for (let tries = 1; ; tries++) {
      const failed = await this.trySignIn(email, password, path).then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error)),
      );
      if (failed === undefined) return;
      this.log(`sign-in, try ${tries}: ${failed}`);
      if (tries === 3) throw new Error(`sign-in of ${email} failed 3 times, last: ${failed}`);
      await this.server.settled?.();
    }
  }

  private async trySignIn(email: string, password: string, path: string): Promise<void> {
    const response = await this.context.request.post('/api/auth/v1/login/', { data: { email, password } });
    if (response.status() !== 200) throw new Error(`the sign-in answered HTTP ${response.status()}`);
    await this.page.goto(path);
    // The first visit installs the worker; it controls the page from the next load on.
    await this.page
      .waitForFunction(async () => (await navigator.serviceWorker.ready) !== null, undefined, {
        timeout: BOUNDS.expect,
      })
      .catch(() => {
        throw new Error('the service worker was not installed');
      });
    if (!(await this.page.evaluate(() => navigator.serviceWorker.controller !== null))) await this.page.reload();
    await this.page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: BOUNDS.expect })
      .catch(() => {
        throw new Error('the service worker does not control the page');
      });
  }

  /**
   * The app sent the person to the sign-in page mid-activity (a token refresh whose answer was
   * lost: the server rotated the token, the device's next refresh is refused). They sign in again,
   * online, and go back where they were; counted, as it is a finding in itself.
   */
  async signInAgainIfAsked(): Promise<boolean> {
    const url = new URL(this.page.url());
    if (!url.pathname.startsWith('/login') || !this.credentials) return false;
    this.requests.signedOut += 1;
    this.options.log?.('signed out: signing in again');
    await this.calm();
    const response = await this.context.request.post('/api/auth/v1/login/', { data: this.credentials });
    if (response.status() !== 200) throw new Error(`sign-in again: HTTP ${response.status()}`);
    await this.page.goto(url.searchParams.get('redirect') ?? '/user/progress');
    return true;
  }

  /** Back online and no API faults: before a first visit of an activity, and at the end. */
  async calm(): Promise<void> {
    this.abortSteps = 0;
    this.lostSteps = 0;
    this.slowSteps = 0;
    this.failSteps = 0;
    this.storageSteps = 0;
    await this.storage.free();
    if (this.offlineSteps > 0) {
      this.offlineSteps = 0;
      await this.context.setOffline(false);
    }
  }

  /** The network returns (the other faults go on): a person waits for it where a screen says it needs it. */
  async backOnline(): Promise<void> {
    if (this.offlineSteps === 0) return;
    this.offlineSteps = 0;
    await this.context.setOffline(false);
  }

  /** The device says it stopped saving and asks to keep the tab open (src/ui/storage-trouble). */
  private async isAskedToKeepTab(): Promise<boolean> {
    return this.page
      .getByTestId('storage-trouble-notice')
      .isVisible()
      .catch(() => false);
  }

  /**
   * Once the storage takes writes again, the work the page held in memory goes back on disk at the
   * sync loop's next pass and the notice goes: the device's attempts are read after that (bounded;
   * at once when there is no notice).
   */
  async storageSettled(): Promise<void> {
    await this.page
      .getByTestId('storage-trouble-notice')
      .waitFor({ state: 'hidden', timeout: BOUNDS.expect })
      .catch(() => undefined);
  }

  /** Writes the full disk refused since the last look must be told by the screen (storage-full.ts). */
  private async checkStorageTold(): Promise<void> {
    const seen = await this.storage.look(this.page);
    if (!seen) return;
    this.requests.storageRefused += seen.refused;
    this.log(
      `  ${seen.refused} writes refused by the full disk (${seen.stores.join(', ')}); the screen ${seen.told ? 'says so' : 'does not'}`,
    );
    if (seen.told) return;
    this.requests.storageUntold += 1;
    this.log(`  what the page showed: ${await describePage(this.page)}`);
  }

  /** Between two of the person's actions: the windows open count down, and a fault may come. Answers whether the page was replaced. */
  async step(): Promise<boolean> {
    await this.checkStorageTold();
    if (this.storageSteps > 0) {
      this.storageSteps -= 1;
      if (this.storageSteps === 0) await this.storage.free();
    }
    if (this.abortSteps > 0) this.abortSteps -= 1;
    if (this.lostSteps > 0) this.lostSteps -= 1;
    if (this.slowSteps > 0) this.slowSteps -= 1;
    if (this.failSteps > 0) this.failSteps -= 1;
    if (this.offlineSteps > 0) {
      this.offlineSteps -= 1;
      if (this.offlineSteps === 0) await this.context.setOffline(false);
    }
    if (!this.rng.chance(this.options.faultRate)) return false;
    const allowed = (this.options.kinds ?? FAULT_KINDS).filter(
      (kind) => kind !== 'server-restart' || this.server.restart !== undefined,
    );
    const kind = this.rng.pick(allowed);
    this.faults[kind] += 1;
    this.options.log?.(`fault ${kind}`);
    switch (kind) {
      case 'offline':
        if (this.offlineSteps === 0) await this.context.setOffline(true);
        this.offlineSteps = this.rng.between(2, 8);
        return false;
      case 'api-abort':
        this.abortSteps = this.rng.between(2, 6);
        return false;
      case 'response-lost':
        this.lostSteps = this.rng.between(1, 4);
        return false;
      case 'server-restart':
        if (!(await this.server.restart!())) this.faults[kind] -= 1;
        return false;
      case 'slow-upload':
        this.slowSteps = this.rng.between(2, 6);
        return false;
      case 'upload-fails':
        this.failSteps = this.rng.between(1, 4);
        return false;
      case 'storage-full':
        await this.storage.fill();
        this.storageSteps = this.rng.between(2, 6);
        return false;
      case 'reload':
      case 'tab-close':
        if (await this.isAskedToKeepTab()) {
          this.faults[kind] -= 1;
          this.requests.keptOpen += 1;
          this.log(`  ${kind} not done: the screen asks to keep the tab open`);
          return false;
        }
        if (kind === 'reload') {
          await this.page.reload().catch(() => undefined);
          return true;
        }
        {
          const url = this.page.url();
          await this.page.close();
          this.page = await this.context.newPage();
          await this.page.goto(url).catch(() => undefined);
        }
        return true;
    }
  }

  private async route(route: Route): Promise<void> {
    const isWrite = route.request().method() !== 'GET';
    if (this.failSteps > 0 && isWrite && this.routeRng.chance(0.5)) {
      this.requests.failed += 1;
      await route
        .fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'service_unavailable', message: 'Service unavailable' }),
        })
        .catch(() => undefined);
      return;
    }
    if (this.slowSteps > 0 && isWrite) {
      // The fault itself, not a wait for the machine: this write leaves late, as on a slow uplink.
      this.requests.slowed += 1;
      const heldMs = this.routeRng.between(1_000, 6_000);
      await new Promise((resolve) => setTimeout(resolve, heldMs));
    }
    if (this.abortSteps > 0 && this.routeRng.chance(0.5)) {
      this.requests.aborted += 1;
      await route.abort('failed');
      return;
    }
    if (this.lostSteps > 0 && route.request().method() === 'POST' && this.routeRng.chance(0.5)) {
      // The server receives the request and acts on it; the device never hears its answer.
      await route.fetch({ timeout: BOUNDS.expect }).catch(() => undefined);
      this.requests.answersLost += 1;
      await route.abort('failed');
      return;
    }
    await route.continue().catch(() => undefined);
  }

  /**
   * Every row of one of the device's IndexedDB stores (src/offline/db.ts), as JSON. Bounded: a page
   * navigating or a database held open elsewhere fails the read (`timeoutMs`), never hangs it.
   */
  async storeRows<T>(store: string, timeoutMs: number = BOUNDS.expect): Promise<T[]> {
    const read = await this.page.waitForFunction(
      (name) =>
        new Promise<unknown[]>((resolve, reject) => {
          const open = indexedDB.open('assay-offline');
          open.onerror = () => reject(open.error);
          open.onblocked = () => reject(new Error('the offline database is blocked'));
          open.onsuccess = () => {
            let all: IDBRequest;
            try {
              all = open.result.transaction(name).objectStore(name).getAll();
            } catch (error) {
              open.result.close();
              reject(error instanceof Error ? error : new Error(String(error)));
              return;
            }
            all.onsuccess = () => {
              resolve(all.result as unknown[]);
              open.result.close();
            };
            all.onerror = () => reject(all.error);
          };
        }),
      store,
      { timeout: timeoutMs },
    );
    return (await read.jsonValue()) as T[];
  }

  /** The device's attempts (storeRows) of one activity. */
  async attempts(jobStepActivityId: number): Promise<DeviceAttempt[]> {
    const rows = await this.storeRows<{
      attemptId: string;
      jobStepActivityId: number;
      status: string;
      refusal?: { code: string; message?: string; errors?: { prop: string; message: string }[] };
      kindState?: { kind: string; run?: { typedText: string } };
    }>('attempts');
    return rows
      .filter((row) => row.jobStepActivityId === jobStepActivityId)
      .map((row) => ({
        attemptId: row.attemptId,
        status: row.status,
        refusal: row.refusal
          ? [row.refusal.code, row.refusal.message, ...(row.refusal.errors ?? []).map((e) => `${e.prop}: ${e.message}`)]
              .filter(Boolean)
              .join(' / ')
          : undefined,
        typedText: row.kindState?.run?.typedText,
      }));
  }

  /**
   * What the device's queue and answers hold for one attempt (IndexedDB), for the debug log of an
   * activity that did not end: each outbox entry's kind, item, tries and last error, and the
   * answers by status. Bounded as `attempts` is.
   */
  async queue(attemptId: string): Promise<string> {
    const read = await this.page.waitForFunction(
      (id) =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('assay-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction(['outbox', 'answers'], 'readonly');
            const outbox = tx.objectStore('outbox').getAll();
            const answers = tx.objectStore('answers').getAll();
            tx.oncomplete = () => {
              open.result.close();
              const entries = (
                outbox.result as {
                  attemptId: string;
                  kind: string;
                  itemId?: string;
                  attempts: number;
                  lastError?: string;
                }[]
              ).filter((e) => e.attemptId === id);
              const statuses: Record<string, number> = {};
              for (const a of answers.result as { attemptId: string; status: string }[])
                if (a.attemptId === id) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
              resolve(
                `outbox ${entries.length}: ${entries
                  .map(
                    (e) =>
                      `${e.kind}${e.itemId ? ` ${e.itemId}` : ''} (tries ${e.attempts}${e.lastError ? `, ${e.lastError}` : ''})`,
                  )
                  .join('; ')}; answers ${JSON.stringify(statuses)}`,
              );
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      attemptId,
      { timeout: BOUNDS.expect },
    );
    return read.jsonValue();
  }

  /** A tab whose page crashed (a machine short of memory) is closed and opened again at its address, as a person does. */
  async reopenCrashed(): Promise<void> {
    const url = this.page.url();
    this.log('  the page crashed: the tab is opened again');
    await this.page.close().catch(() => undefined);
    this.page = await this.context.newPage();
    await this.page.goto(url).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

export interface DeviceAttempt {
  attemptId: string;
  status: string;
  /** The refusal's code, message and field errors. */
  refusal?: string;
  typedText?: string;
}
