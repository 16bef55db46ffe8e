/**
 * The page's Content-Security-Policy allows no inline script but those the build wrote into the
 * pages the server sends (D250): the sign-in page and the job link start the app's code from an
 * inline script once they have painted. Each is allowed by the hash of its text, read from the
 * built pages at start-up, so a script anyone else put into a page still does not run.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Pages that may hold an inline script (vite.config.ts firstScreenPreloads). */
const PAGES = ['index.html', 'login.html', 'job-link.html'];

/** Executable inline scripts: a <script> without src whose type, if any, is a JavaScript one. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The CSP sources (`'sha256-…'`) of the inline scripts in one page's text. */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\stype=["']?([^"'\s>]+)/.exec(attributes!)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    sources.push(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  return sources;
}

/** The CSP sources of the inline scripts of the built pages in `staticDir`, each once. */
export function builtInlineScriptSources(staticDir: string | undefined): string[] {
  if (!staticDir) return [];
  const sources = new Set<string>();
  for (const page of PAGES) {
    const file = path.join(staticDir, page);
    if (!fs.existsSync(file)) continue;
    for (const source of inlineScriptSources(fs.readFileSync(file, 'utf8'))) sources.add(source);
  }
  return [...sources];
}
