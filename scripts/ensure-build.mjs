// `npm start` runs the built site; build it first when a build is missing or older than the sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const outputs = [
  'apps/server/dist/server.js',
  'apps/web/dist/client/index.html',
  'apps/web/dist/server/entry-server.js',
];
const sources = ['apps/server/src', 'apps/web/src', 'apps/web/index.html', 'packages/shared/src'];

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

const missing = outputs.some((p) => !fs.existsSync(p));
const stale = !missing && Math.max(...sources.map(newest)) > Math.min(...outputs.map((p) => fs.statSync(p).mtimeMs));
if (missing || stale) {
  console.log(missing ? 'No build found: building the site first…' : 'Sources changed: rebuilding the site…');
  execSync('npm run build', { stdio: 'inherit' });
}
