/** What a dashboard card shows: a spinner, a short failure note, or its data. */
export type LoadState<T> = { status: 'pending' } | { status: 'error' } | { status: 'success'; data: T };

/** The parts of a TanStack query result a card needs. */
interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
}

/** Data already loaded stays on screen when a later refresh fails; the page's alert reports the failure. */
export function loadStateOf<T>(query: QueryLike<T>): LoadState<T> {
  if (query.data !== undefined) return { status: 'success', data: query.data };
  return query.isError ? { status: 'error' } : { status: 'pending' };
}

/** Both or nothing: the journey needs the requests and the appointments. */
export function bothLoaded<A, B>(a: LoadState<A>, b: LoadState<B>): LoadState<[A, B]> {
  if (a.status === 'success' && b.status === 'success') return { status: 'success', data: [a.data, b.data] };
  return a.status === 'error' || b.status === 'error' ? { status: 'error' } : { status: 'pending' };
}

export function mapLoaded<T, U>(state: LoadState<T>, map: (data: T) => U): LoadState<U> {
  return state.status === 'success' ? { status: 'success', data: map(state.data) } : state;
}
