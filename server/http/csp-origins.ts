/**
 * Origins a Content-Security-Policy directive must allow that companies choose (an identity
 * provider, a logo's host), read from the database at most every 30 seconds; a save in this
 * process calls invalidate() so the next request reads them again.
 */
import type { Db } from '../db/database.ts';

const REFRESH_MS = 30_000;

export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export class CspOrigins {
  private origins: string[] = [];
  private loadedAt = 0;
  /** Bumped by invalidate(); a read that began before the bump is not fresh when it ends. */
  private version = 0;
  private loadedVersion = -1;
  private loading: Promise<void> | undefined;

  /** `load` answers the URLs whose origins to allow. */
  constructor(
    private readonly db: Db,
    private readonly load: (db: Db) => Promise<string[]>,
  ) {}

  async refresh(): Promise<void> {
    if (this.isFresh()) return;
    await (this.loading ??= this.read());
    // A read under way when a save called invalidate() may have missed the save: read once more.
    if (!this.isFresh()) await (this.loading ??= this.read());
  }

  invalidate(): void {
    this.version += 1;
  }

  private isFresh(): boolean {
    return this.loadedVersion === this.version && Date.now() - this.loadedAt < REFRESH_MS;
  }

  private async read(): Promise<void> {
    const version = this.version;
    try {
      const urls = await this.load(this.db);
      this.origins = [...new Set(urls.map(originOf).filter((o): o is string => o !== undefined))].sort();
      this.loadedAt = Date.now();
      this.loadedVersion = version;
    } catch {
      // Before the migrations have run (or the database is away): keep what we had.
    } finally {
      this.loading = undefined;
    }
  }

  /** For a CSP directive: the origins, space separated ("'self'" when there are none). */
  directive = (): string => (this.origins.length ? this.origins.join(' ') : "'self'");
}
