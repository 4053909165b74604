import type { SessionUser } from '@ta/shared';
import type { ComponentType, ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import type { Prefetch } from '../lib/server-read';

export type RouteParams = Record<string, string | undefined>;

/** One page: where it is, who may see it and what it shows, and what the server reads before rendering it. */
export interface PageRoute {
  /** A wouter pattern (`/blog/:slug`, `/admin/*`); the first route whose pattern matches renders. */
  path: string;
  /** The page inside its guard: the guards decide the redirects and Access Denied, also for the server render. */
  render: (params: RouteParams) => ReactNode;
  /** The page module's `prefetch` (lib/server-read.ts); loaded only on the server, from the page's own chunk. */
  prefetch?: () => Promise<Prefetch>;
  /**
   * Whose view of the page the server renders whole (nothing read after hydration), so its app may start at
   * the visitor's first reach rather than at load (first-reach.ts): `signed-out` for a public page, `signed-in`
   * for a client's or the office's page whose every read the server makes (its `prefetch`).
   */
  whole?: 'signed-out' | 'signed-in';
  /**
   * A part of the table kept in its own chunk (the back office, back-office-routes.tsx): `render` shows the
   * part's own routes, and the server matches the path again in them for its `prefetch` and `whole`.
   */
  routes?: () => Promise<readonly PageRoute[]>;
}

/** A guard around a page: it renders `children` for the user it lets in (guards/require-session.tsx). */
export type Guard = (props: { children: (user: SessionUser) => ReactNode }) => ReactNode;

/** A page behind a guard: it gets the signed-in user. */
export const guarded = (Guard: Guard, Page: ComponentType<{ user: SessionUser }>) => () => (
  <Guard>{(user) => <Page user={user} />}</Guard>
);

/**
 * The router and the server match with the same parser (regexparam, wouter's own) against the path as
 * wouter reads the address: percent-escapes decoded with `decodeURI`, kept as they are when malformed.
 */
function routerPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** The first of `routes` that matches `pathname`, with its parameters, as the router's `<Switch>` picks it. */
export function routeAt(
  routes: readonly PageRoute[],
  pathname: string,
): { route: PageRoute | undefined; params: RouteParams } {
  const path = routerPath(pathname);
  for (const route of routes) {
    const [matches, params] = matchRoute(parse, route.path, path);
    if (matches) return { route, params };
  }
  return { route: undefined, params: {} };
}

/** Renders the first of `routes` that matches the address (inside a `<Router parser={parse}>`). */
export function RouteSwitch({ routes }: { routes: readonly PageRoute[] }) {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          {(params) => route.render(params)}
        </Route>
      ))}
    </Switch>
  );
}
