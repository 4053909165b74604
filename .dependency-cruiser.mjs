// The server's shape, checked by `npm run lint` (docs/architecture.md, "Rules that keep the shape").
// The browser app's layers are checked by eslint-plugin-boundaries (eslint.config.js).
const SERVER = '^apps/server/src/';
const TESTS = '(^apps/server/test/|/test/|[.]test[.]ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'No module of the server imports itself back, even through types: a cycle hides which piece depends on which.',
      severity: 'error',
      from: { path: SERVER },
      to: { circular: true },
    },
    {
      name: 'no-plugin-imports',
      comment:
        'Plugins are wired by app.ts: a domain, a route or a library never imports one (it reads what a plugin decorates).',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}app[.]ts$`, `${SERVER}plugins/`, TESTS] },
      to: { path: `${SERVER}plugins/` },
    },
    {
      name: 'infrastructure-knows-no-domain',
      comment: 'db/, lib/ and mail/ serve every domain and know none of them.',
      severity: 'error',
      from: { path: `${SERVER}(db|lib|mail)/`, pathNot: TESTS },
      to: { path: `${SERVER}domains/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|apps/server/src/db/migrations/)' },
    // Type-only imports count too: a cycle through types is still a cycle between pieces.
    tsPreCompilationDeps: true,
  },
};
