// The page's first script: small, so a phone can read the page before any app code runs. It starts the app
// at the visitor's first reach on a page the server rendered whole (a signed-in one also once its live parts
// are due), and at once on the others (first-reach.ts); the server says which in `#root[data-start]`. The
// app's files are named in `<template id="app-code">` (apps/web/app-code.ts): a page that starts at the first
// reach downloads them once it has loaded, not before its first paint.
import '../styles.css';
import { holdClicksUntil, LIVE_PARTS_DUE_MS, onFirstReach, type StartOn } from './first-reach';

const start = () => import('./start-app').then(({ startApp }) => startApp());

/** Puts the template's modulepreload links to work: the browser downloads and compiles the app's code. */
function preloadAppCode() {
  const code = document.getElementById('app-code');
  if (code instanceof HTMLTemplateElement) document.head.append(code.content.cloneNode(true));
}

const startOn = document.getElementById('root')?.dataset.start as StartOn | undefined;
if (startOn === 'first-reach' || startOn === 'first-reach-live') {
  const reach = onFirstReach(() => holdClicksUntil(start()));
  if (startOn === 'first-reach-live') setTimeout(reach, LIVE_PARTS_DUE_MS);
  // After load and after the next frame is painted: on a fast connection the page loads before its first
  // paint, and the app's 100 KB would then compete with it.
  const whenIdle = () =>
    requestAnimationFrame(() =>
      window.requestIdleCallback ? window.requestIdleCallback(preloadAppCode) : setTimeout(preloadAppCode, 1),
    );
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
} else {
  preloadAppCode();
  void start();
}
