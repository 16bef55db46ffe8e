import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

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
