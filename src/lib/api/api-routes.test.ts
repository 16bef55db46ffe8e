import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTES_DIR, generatedFiles, renderApiRoutes } from '../../../scripts/api-routes.ts';
import * as auth from '../../../contracts/auth.ts';
import { tokenRefresh } from './auth.ts';

describe('src/lib/api (generated from contracts/ by npm run api:routes)', () => {
  it('matches the contracts: run `npm run api:routes` after changing an endpoint', async () => {
    const rendered = await renderApiRoutes();
    expect(generatedFiles().sort()).toEqual([...rendered.keys()].sort());
    for (const [file, content] of rendered) {
      expect(fs.readFileSync(path.join(API_ROUTES_DIR, file), 'utf8'), file).toBe(content);
    }
  });

  it('gives each endpoint the method and path of its contract, and nothing else', () => {
    expect(tokenRefresh).toEqual({ method: auth.tokenRefresh.method, path: auth.tokenRefresh.path });
  });
});
