/**
 * Rolldown gives a dynamically imported module that a chunk group took (a start-up stage, a kit) a
 * file of its own that only re-exports it from the group's file (rolldown/rolldown#9729; Rollup
 * unwraps such imports itself): a request more for each, four of them before a candidate's first
 * question. This plugin makes each `import()` of such a file import the group's file and pick the
 * names the re-export gave, and drops the file from the bundle, the pages' preload links and lists,
 * and the manifests the budget check reads (docs/benchmarks.md, "The device's copy first").
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export interface Facade {
  /** The re-exporting file, e.g. assets/router-AbC.js. */
  fileName: string;
  /** The file it re-exports from, in the same folder. */
  target: string;
  /** [the name importers use, the target's own export name]. */
  names: [exported: string, local: string][];
}

const REEXPORT_ONLY = /^export\{([^}]*)\}from"\.\/([^"/]+)";?$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The chunks whose whole code re-exports names of one other chunk of their folder. */
export function facadesOf(chunks: readonly { fileName: string; code: string }[]): Map<string, Facade> {
  const facades = new Map<string, Facade>();
  for (const { fileName, code } of chunks) {
    const match = REEXPORT_ONLY.exec(code.trim());
    if (!match) continue;
    const names = match[1]!.split(',').map((pair): [string, string] => {
      const [local, exported] = pair.trim().split(' as ');
      return [exported ?? local!, local!];
    });
    facades.set(fileName, { fileName, target: path.posix.join(path.posix.dirname(fileName), match[2]!), names });
  }
  return facades;
}

/** A chunk's code with each import() of a facade made an import() of its target that picks the facade's names. */
export function unwrapImports(code: string, fileName: string, facades: ReadonlyMap<string, Facade>): string {
  let out = code;
  const from = path.posix.dirname(fileName);
  const specifier = (file: string) => {
    const relative = path.posix.relative(from, file);
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  for (const facade of facades.values()) {
    if (!out.includes(path.posix.basename(facade.fileName))) continue;
    const picked = facade.names.map(([exported, local]) => `${JSON.stringify(exported)}:m.${local}`).join(',');
    out = out.replace(
      new RegExp(`import\\((["'\`])${escape(specifier(facade.fileName))}\\1\\)`, 'g'),
      () => `import(${JSON.stringify(specifier(facade.target))}).then(m=>({${picked}}))`,
    );
    // Vite's preload lists name files from the root ("assets/x.js").
    out = out.split(`"${facade.fileName}"`).join(`"${facade.target}"`);
  }
  return out;
}

/** A page with the facades' module preload links gone and its preload lists naming their targets, each once. */
export function pageWithoutFacades(html: string, facades: ReadonlyMap<string, Facade>, base = '/'): string {
  let out = html;
  for (const facade of facades.values())
    out = out.replace(
      new RegExp(`\\s*<link rel="modulepreload"[^>]*href="${escape(base + facade.fileName)}"[^>]*>`, 'g'),
      '',
    );
  return out.replace(
    /(<script type="application\/json" id="assay-preload">)(.*?)(<\/script>)/s,
    (_all, open: string, data: string, close: string) => {
      const targetOf = new Map([...facades.values()].map((f) => [base + f.fileName, base + f.target]));
      const walk = (value: unknown): unknown => {
        if (Array.isArray(value)) {
          const items = value.map((item) => (typeof item === 'string' ? (targetOf.get(item) ?? item) : walk(item)));
          return items.filter((item, index) => typeof item !== 'string' || items.indexOf(item) === index);
        }
        if (value && typeof value === 'object')
          return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
        return typeof value === 'string' ? (targetOf.get(value) ?? value) : value;
      };
      return open + JSON.stringify(walk(JSON.parse(data))).replace(/<\//g, '<\\/') + close;
    },
  );
}

interface ManifestEntry {
  file: string;
  imports?: string[];
  [key: string]: unknown;
}

/** Vite's manifest with each facade's entry naming its target's file (and not importing it). */
export function manifestWithoutFacades(
  manifest: Record<string, ManifestEntry>,
  facades: ReadonlyMap<string, Facade>,
): Record<string, ManifestEntry> {
  return Object.fromEntries(
    Object.entries(manifest).map(([key, entry]) => {
      const facade = facades.get(entry.file);
      if (!facade) return [key, entry];
      const imports = (entry.imports ?? []).filter((file) => file !== facade.target && !facades.has(file));
      return [key, { ...entry, file: facade.target, imports }];
    }),
  );
}

/** The plugin: after every other plugin's generateBundle, so the pages, the manifests and the lists are all there. */
export function noFacadeChunks(): Plugin {
  let base = '/';
  return {
    name: 'assay-no-facade-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const facades = facadesOf(chunks);
        if (facades.size === 0) return;
        for (const file of facades.keys()) delete bundle[file];
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk') {
            item.code = unwrapImports(item.code, item.fileName, facades);
            item.dynamicImports = [...new Set(item.dynamicImports.map((f) => facades.get(f)?.target ?? f))];
          } else if (item.fileName.endsWith('.html')) {
            item.source = pageWithoutFacades(String(item.source), facades, base);
          } else if (item.fileName === '.vite/manifest.json') {
            item.source = JSON.stringify(manifestWithoutFacades(JSON.parse(String(item.source)), facades), null, 2);
          } else if (item.fileName === '.vite/chunk-modules.json') {
            const modules = JSON.parse(String(item.source)) as Record<string, string[]>;
            for (const file of facades.keys()) delete modules[file];
            item.source = JSON.stringify(modules);
          }
        }
      },
    },
  };
}
