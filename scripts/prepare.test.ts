import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsProjectNode, projectNode } from './prepare.mjs';

const root = join(import.meta.dirname, '..');

describe('running on the project Node', () => {
  it('counts node_modules/.bin/node (a link) as the Node this process already runs on', () => {
    expect(needsProjectNode()).toBe(false);
  });

  it('a script started on node_modules/.bin/node runs once, without starting itself again', () => {
    const result = spawnSync(projectNode(), ['scripts/test.mjs', '--only', 'no-such-step'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, ASSAY_ON_PROJECT_NODE: '' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.match(/No step named "no-such-step"/g)).toHaveLength(1);
  });
});
