/**
 * The document around every career page: no script of ours, one small inline stylesheet with the
 * app's design tokens (system fonts, the brand blue, light and dark), the head that search engines
 * and link previews read (title, description, canonical address, Open Graph), and the JobPosting
 * data when there is one.
 */
import { escapeHtml, jsonForScript } from './html-text.ts';

const STYLE = `:root{color-scheme:light dark;--bg:#f8fafc;--surface:#fff;--text:#0f172a;--muted:#64748b;--border:#cbd5e1;--brand:#1d4ed8;--brand-strong:#1e40af;--on-brand:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0b1120;--surface:#111827;--text:#f1f5f9;--muted:#94a3b8;--border:#334155;--brand:#3b82f6;--brand-strong:#60a5fa;--on-brand:#0b1120}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:1rem/1.55 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
a{color:var(--brand)}a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.top{background:var(--surface);border-bottom:1px solid var(--border);padding:12px 16px}.top a{color:var(--text);font-weight:600;text-decoration:none;display:inline-flex;align-items:center;gap:8px;min-height:44px}
.top img{max-height:32px;max-width:120px}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}h1{font-size:1.75rem;line-height:1.25;margin:0 0 12px}h2{font-size:1.25rem;margin:32px 0 12px}
.intro{color:var(--text)}.muted{color:var(--muted)}
.jobs{list-style:none;padding:0;margin:0;display:grid;gap:12px}.job{background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:16px}
.job a{font-size:1.125rem;font-weight:600;text-decoration:none}.job a:hover{text-decoration:underline}.job p{margin:4px 0 0}
.facts{display:flex;flex-wrap:wrap;gap:8px 20px;margin:0 0 20px;padding:0;list-style:none;color:var(--muted)}.facts strong{color:var(--text);font-weight:600}
.apply{display:inline-flex;align-items:center;justify-content:center;min-height:48px;min-width:160px;padding:0 24px;border-radius:8px;background:var(--brand);color:var(--on-brand);font-weight:600;text-decoration:none}
.apply:hover{background:var(--brand-strong)}
.description{background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:4px 20px;margin:20px 0;overflow-wrap:anywhere}
.description table{border-collapse:collapse}.description td,.description th{border:1px solid var(--border);padding:4px 8px}
.back{margin:0 0 16px}.back a{display:inline-flex;min-height:44px;align-items:center}
@media (max-width:480px){.apply{width:100%}}`;

export interface PageHead {
  language: string;
  title: string;
  description: string;
  canonicalUrl: string;
  siteName: string;
  ogType: 'website' | 'article';
  imageUrl?: string;
  jsonLd?: unknown;
  /** Pages that say "not found" or "closed" stay out of search indexes. */
  noIndex?: boolean;
}

export function renderPage(head: PageHead, body: string): string {
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  return `<!doctype html>
<html lang="${escapeHtml(head.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
${head.noIndex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`}
${meta('og:type', head.ogType)}
${meta('og:title', head.title)}
${meta('og:description', head.description)}
${meta('og:url', head.canonicalUrl)}
${meta('og:site_name', head.siteName)}
${head.imageUrl ? meta('og:image', head.imageUrl) : ''}
<meta name="twitter:card" content="summary">
<style>${STYLE}</style>
${head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : ''}
</head>
<body>
${body}
</body>
</html>`;
}
