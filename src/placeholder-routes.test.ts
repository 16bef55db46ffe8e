// docs/routes.md lists the routes that still render the placeholder screen: this keeps the list
// equal to the route files that do, so a built screen cannot stay listed (nor a new placeholder go unlisted).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(join(dir, entry.name)) : entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [join(dir, entry.name)] : [],
  );
}

/** '/_staff/email-editor/$templateName' as docs/routes.md writes it: '/email-editor/{templateName}'. */
function docPath(routeId: string): string {
  const path = routeId
    .split('/')
    .filter((part) => part && !part.startsWith('_'))
    .map((part) => part.replace(/^\{-\$(\w+)\}$/, '{$1}').replace(/^\$(\w+)$/, '{$1}'))
    .join('/');
  return `/${path}`.replace(/\/$/, '') || '/';
}

describe('docs/routes.md', () => {
  it('lists exactly the routes whose screen is still the placeholder', () => {
    const placeholders = routeFiles(join(root, 'src/routes'))
      .map((file) => readFileSync(file, 'utf8'))
      .filter((source) => source.includes('<PlaceholderScreen'))
      .map((source) => docPath(/createFileRoute\('([^']+)'\)/.exec(source)![1]!))
      .sort();
    const listed = [...readFileSync(join(root, 'docs/routes.md'), 'utf8').matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!.replace(/\{(\w+)\?\}/g, '{$1}')).sort();
    expect(listed).toEqual(placeholders);
  });
});
