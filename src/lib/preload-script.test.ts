import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

// public/preload.js, run as the browser runs it: an async classic script that may come while the
// parser is still inside #root.
const source = readFileSync(join(import.meta.dirname, '../../public/preload.js'), 'utf8');
const runPreload = () => new Function(source)();

const shellTemplate = (language: string, title: string) =>
  `<template id="assay-shell-0-${language}"><main class="auth-card"><h1>${title}</h1><input id="email"></main></template>`;

const preloadData = JSON.stringify({
  catalogs: { en: {}, es: {} },
  routes: [{ path: '^/log-?in(/|$)', catalogs: [], files: [], shellPath: '^/log-?in/?$', shell: ['en', 'es'] }],
});

let readyState: DocumentReadyState;

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/login');
  localStorage.setItem('assay.language', 'es');
  readyState = 'loading';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  document.head.innerHTML = `<script type="application/json" id="assay-preload">${preloadData}</script>${shellTemplate('en', 'Sign in')}${shellTemplate('es', 'Iniciar sesión')}`;
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  delete (document as { readyState?: unknown }).readyState;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const titles = () => [...document.querySelectorAll('#root h1')].map((h1) => h1.textContent);

test('run while the parser is still inside the sent shell, it waits for #root to be closed, then shows one form in the language', () => {
  // The parser has opened #root and put part of the English shell in it, nothing after it yet.
  document.body.innerHTML = '<div id="root" data-shell="en"><main class="auth-card"><h1>Sign in</h1></main></div>';
  runPreload();
  vi.advanceTimersByTime(50);
  expect(titles()).toEqual(['Sign in']);
  expect(document.getElementById('root')!.getAttribute('data-shell')).toBe('en');

  // The parser closes #root: what follows it is in the page now.
  document.body.append('\n  ');
  vi.advanceTimersByTime(50);
  expect(titles()).toEqual(['Iniciar sesión']);
});

test('run once the page is parsed, it puts the language’s shell in place of the sent one at once, keeping what was typed', () => {
  readyState = 'interactive';
  document.body.innerHTML =
    '<div id="root" data-shell="en"><main class="auth-card"><h1>Sign in</h1><input id="email"></main></div>';
  (document.getElementById('email') as HTMLInputElement).value = 'ana@assay.test';
  runPreload();
  expect(titles()).toEqual(['Iniciar sesión']);
  expect((document.getElementById('email') as HTMLInputElement).value).toBe('ana@assay.test');
});

test('the app already rendering into #root: no shell is added beside it', () => {
  readyState = 'interactive';
  document.body.innerHTML = '<div id="root" data-app=""><h1>Iniciar sesión</h1></div>';
  runPreload();
  expect(titles()).toEqual(['Iniciar sesión']);
});

describe('a page that paints first (login.html, job-link.html: D250)', () => {
  const deferred = { modules: ['/assets/boot.js', '/assets/mount.js'], entry: '/assets/index.js' };
  const paintFirstData = JSON.stringify({
    deferred,
    catalogs: { en: { messages: '/assets/en.js' }, fr: {} },
    routes: [{ path: '^/log-?in(/|$)', catalogs: [], files: [], shellPath: '^/log-?in/?$', shell: ['en'] }],
  });
  const appScripts = () => [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
  const modulePreloads = () =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    localStorage.setItem('assay.language', 'en');
    readyState = 'loading';
    document.head.innerHTML = `<script type="application/json" id="assay-preload">${paintFirstData}</script>${shellTemplate('en', 'Sign in')}`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('starts the app’s code only after the frame that paints what the page was sent', () => {
    // Inline at the end of the body: the parser has closed #root.
    document.body.innerHTML = '<div id="root" data-shell="en"><main><h1>Sign in</h1></main></div>\n';
    runPreload();
    expect(appScripts()).toEqual([]);
    expect(modulePreloads()).toEqual([]);

    frames.splice(0).forEach((frame) => frame(0));
    expect(appScripts()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(appScripts()).toEqual(['/assets/index.js']);
    expect(modulePreloads()).toEqual(['/assets/boot.js', '/assets/mount.js', '/assets/en.js']);

    // Once: the half-second fallback adds nothing more.
    vi.advanceTimersByTime(1_000);
    expect(appScripts()).toEqual(['/assets/index.js']);
  });

  test('with nothing to paint (the sent summary was in another language), the app’s code starts at once', () => {
    localStorage.setItem('assay.language', 'fr');
    history.replaceState(null, '', '/login/applicant/job');
    document.body.innerHTML = '<div id="root" data-shell="en" data-page="job-link"><main><h1>Job</h1></main></div>\n';
    runPreload();
    expect(document.getElementById('root')!.childNodes).toHaveLength(0);
    expect(appScripts()).toEqual(['/assets/index.js']);
  });

  test('in a tab not shown, which paints nothing until shown, the app’s code starts at once', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.body.innerHTML = '<div id="root" data-shell="en"><main><h1>Sign in</h1></main></div>\n';
    runPreload();
    expect(appScripts()).toEqual(['/assets/index.js']);
  });

  test('when no frame comes, the app’s code starts after half a second', () => {
    document.body.innerHTML = '<div id="root" data-shell="en"><main><h1>Sign in</h1></main></div>\n';
    runPreload();
    vi.advanceTimersByTime(499);
    expect(appScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appScripts()).toEqual(['/assets/index.js']);
  });
});
