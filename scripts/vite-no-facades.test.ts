import { describe, expect, it } from 'vitest';
import { facadesOf, manifestWithoutFacades, pageWithoutFacades, unwrapImports } from './vite-no-facades.ts';

// What Rolldown wrote for src/main.tsx's `import('./router.tsx')` once the router's stage group took
// the module: a file that only re-exports the group's, one request more on every page.
const chunks = [
  { fileName: 'assets/router-F.js', code: 'export{t as getRouter,n as isUnknownPath}from"./router-T.js";\n' },
  { fileName: 'assets/panel-F.js', code: 'export{t as default}from"./panel-T.js";' },
  { fileName: 'assets/router-T.js', code: 'const t=1,n=2;export{t,n};' },
  { fileName: 'assets/index-E.js', code: 'export{a as b}from"./x.js";console.log(1);' },
];

describe('files that only re-export another', () => {
  const facades = facadesOf(chunks);

  it('given the bundle, then the re-export-only files are found with their target and names, nothing else', () => {
    expect([...facades.keys()]).toEqual(['assets/router-F.js', 'assets/panel-F.js']);
    expect(facades.get('assets/router-F.js')).toEqual({
      fileName: 'assets/router-F.js',
      target: 'assets/router-T.js',
      names: [
        ['getRouter', 't'],
        ['isUnknownPath', 'n'],
      ],
    });
  });

  it('given an import() of one, from its folder or another, then it imports the target and picks the same names', async () => {
    const code = 'const{getRouter:e}=await import(`./router-F.js`);const p=import("../../panel-F.js");';
    expect(unwrapImports(code, 'assets/index-E.js', facades)).toBe(
      'const{getRouter:e}=await import("./router-T.js").then(m=>({"getRouter":m.t,"isUnknownPath":m.n}));const p=import("../../panel-F.js");',
    );
    expect(unwrapImports('import("../../panel-F.js")', 'assets/locales/en/x.js', facades)).toBe(
      'import("../../panel-T.js").then(m=>({"default":m.t}))',
    );
    // Run, the rewritten import gives what the facade's namespace gave.
    const rewritten = unwrapImports('return import(`./router-F.js`)', 'assets/index-E.js', facades);
    const load = (specifier: string) => {
      expect(specifier).toBe('./router-T.js');
      return Promise.resolve({ t: 'the router', n: 'a test', i: 'not re-exported' });
    };
    const run = new Function('load', rewritten.replace('import(', 'load(')) as (l: typeof load) => Promise<unknown>;
    expect(await run(load)).toEqual({ getRouter: 'the router', isUnknownPath: 'a test' });
  });

  it("given Vite's preload list, then it names the target", () => {
    expect(unwrapImports('m.f=["assets/router-F.js","assets/boot.css"]', 'assets/x.js', facades)).toBe(
      'm.f=["assets/router-T.js","assets/boot.css"]',
    );
  });

  it('given a page, then its preload link goes and its preload lists name the target once', () => {
    const page =
      '<head>\n  <link rel="modulepreload" crossorigin href="/assets/router-F.js">\n  <link rel="modulepreload" crossorigin href="/assets/router-T.js">\n' +
      '<script type="application/json" id="assay-preload">{"deferred":{"modules":["/assets/router-F.js","/assets/router-T.js"]},"routes":[{"files":["/assets/panel-F.js"]}]}</script></head>';
    expect(pageWithoutFacades(page, facades)).toBe(
      '<head>\n  <link rel="modulepreload" crossorigin href="/assets/router-T.js">\n' +
        '<script type="application/json" id="assay-preload">{"deferred":{"modules":["/assets/router-T.js"]},"routes":[{"files":["/assets/panel-T.js"]}]}</script></head>',
    );
  });

  it("given Vite's manifest, then the module's entry names the target's file", () => {
    const manifest = {
      'src/router.tsx': {
        file: 'assets/router-F.js',
        imports: ['assets/router-T.js', '_boot.js'],
        isDynamicEntry: true,
      },
      '_router-T.js': { file: 'assets/router-T.js' },
    };
    expect(manifestWithoutFacades(manifest, facades)).toEqual({
      'src/router.tsx': { file: 'assets/router-T.js', imports: ['_boot.js'], isDynamicEntry: true },
      '_router-T.js': { file: 'assets/router-T.js' },
    });
  });
});
