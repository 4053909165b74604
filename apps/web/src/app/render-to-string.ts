import { createRequire } from 'node:module';
import path from 'node:path';
import type { renderToString as RenderToString } from 'react-dom/server';

/**
 * React's synchronous renderer alone. `react-dom/server` loads its streaming renderer as well, which
 * no page uses and which the server would keep in memory for nothing (about 3 MB, docs/performance.md
 * "Memory"). The file is the one `react-dom/server` itself picks for `renderToString`, for the
 * same NODE_ENV; the page tests fail if a React update moves it.
 */
const require = createRequire(import.meta.url);
const reactDom = path.dirname(require.resolve('react-dom/package.json'));
const build = process.env.NODE_ENV === 'production' ? 'production' : 'development';

export const { renderToString } = require(path.join(reactDom, `cjs/react-dom-server-legacy.node.${build}.js`)) as {
  renderToString: typeof RenderToString;
};
