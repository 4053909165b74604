// The page's first script: small, so a phone can read the page before any app code runs. It starts the app
// at once on signed-in pages and at the visitor's first reach on signed-out ones (first-reach.ts); the
// server says which in `#root[data-start]`. The app's code is preloaded meanwhile (app-code.ts).
import '../styles.css';
import { holdClicksUntil, onFirstReach } from './first-reach';

const start = () => import('./start-app').then(({ startApp }) => startApp());

if (document.getElementById('root')?.dataset.start === 'first-reach') {
  onFirstReach(() => holdClicksUntil(start()));
} else {
  void start();
}
