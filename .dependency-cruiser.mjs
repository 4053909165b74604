// The server's shape, checked by `npm run lint` (docs/architecture.md, "Rules that keep the shape").
// The browser app's layers are checked by eslint-plugin-boundaries (eslint.config.js).
//
// Two passes over the same files: the boundaries read type imports too (a type is a dependency on its
// owner); the cycle check (DEPCRUISE_PASS=cycles) reads what runs, since type-only imports leave nothing
// behind once compiled.
const SERVER = '^apps/server/src/';
const TESTS = '(^apps/server/test/|/test/|[.]test[.]ts$)';
const CYCLES_PASS = process.env.DEPCRUISE_PASS === 'cycles';

const boundaries = [
  {
    name: 'domain-through-its-face',
    comment:
      "A domain uses another only through that domain's public face, domains/<name>/index.ts (its routes are registered by app.ts and http/).",
    severity: 'error',
    from: { path: `${SERVER}domains/([^/]+)/`, pathNot: TESTS },
    to: {
      path: `${SERVER}domains/[^/]+/`,
      pathNot: [`${SERVER}domains/$1/`, `${SERVER}domains/[^/]+/index[.]ts$`],
    },
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
];

const cycles = [
  {
    name: 'no-cycles',
    comment:
      'No module of the server imports itself back when it runs: a cycle hides which piece depends on which, and its modules may see each other half made.',
    severity: 'error',
    from: { path: SERVER },
    to: { circular: true },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: CYCLES_PASS ? cycles : boundaries,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|apps/server/src/db/migrations/)' },
    tsPreCompilationDeps: !CYCLES_PASS,
  },
};
