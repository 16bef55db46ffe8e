/**
 * The identity providers' origins the browser must reach during single sign-on (discovery, the
 * token exchange, the silent-renewal frame), for the Content-Security-Policy. Read from the
 * database at most every 30 seconds; saving settings in this process refreshes it at once.
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';

const REFRESH_MS = 30_000;

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export class ProviderOrigins {
  private origins: string[] = [];
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  async refresh(): Promise<void> {
    if (Date.now() - this.loadedAt < REFRESH_MS) return;
    this.loading ??= (async () => {
      try {
        const rows = await this.db.selectFrom('company_sso').select('issuer').distinct().where('enabled', '=', true).where('issuer', '!=', '').execute();
        const issuers = [...rows.map((r) => r.issuer), ...(this.config.oidc ? [this.config.oidc.issuer] : [])];
        this.origins = [...new Set(issuers.map(originOf).filter((o): o is string => o !== undefined))].sort();
        this.loadedAt = Date.now();
      } catch {
        // Before the migrations have run (or the database is away): keep what we had.
      } finally {
        this.loading = undefined;
      }
    })();
    await this.loading;
  }

  invalidate(): void {
    this.loadedAt = 0;
  }

  /** For a CSP directive: the origins, space separated ("'self'" when there are none). */
  directive = (): string => (this.origins.length ? this.origins.join(' ') : "'self'");
}
