// The page's first script: small, so a phone can read the page before any app code runs. It starts the app
// at once on signed-in pages and at the visitor's first reach on signed-out ones (first-reach.ts); the
// server says which in `#root[data-start]`. The app's files are named in `<template id="app-code">`
// (apps/web/app-code.ts): a signed-out page downloads them once it has loaded, not before its first paint.
import '../styles.css';
import { holdClicksUntil, onFirstReach } from './first-reach';

const start = () => import('./start-app').then(({ startApp }) => startApp());

/** Puts the template's modulepreload links to work: the browser downloads and compiles the app's code. */
function preloadAppCode() {
  const code = document.getElementById('app-code');
  if (code instanceof HTMLTemplateElement) document.head.append(code.content.cloneNode(true));
}

if (document.getElementById('root')?.dataset.start === 'first-reach') {
  onFirstReach(() => holdClicksUntil(start()));
  const whenIdle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(preloadAppCode) : setTimeout(preloadAppCode, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
} else {
  preloadAppCode();
  void start();
}
