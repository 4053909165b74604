import type { Compilable, CompiledQuery } from 'kysely';

/** Stands in for an argument while the query is compiled; replaced by the real value on each call. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query built and compiled once, run many times with new values. For the small reads the public
 * pages make, building a Kysely query and passing its tree through the plugins on every call took
 * more time than the database did. `build` receives one placeholder per argument and must use each
 * only as a bound value (a where clause's right side, a limit), never as an identifier or raw SQL.
 * The result is the same compiled query with those values bound: run it with `db.executeQuery`.
 */
export function preparedQuery<Args extends unknown[], Row>(
  arity: Args['length'],
  build: (...placeholders: Args) => Compilable<Row>,
): (...args: Args) => CompiledQuery<Row> {
  const slots = Array.from({ length: arity }, (_, index) => new Slot(index));
  const compiled = build(...(slots as unknown as Args)).compile();
  const positions = compiled.parameters.map((value) => (value instanceof Slot ? value.index : -1));
  for (const slot of slots) {
    if (!positions.includes(slot.index)) throw new Error(`preparedQuery: argument ${slot.index} is not bound`);
  }
  return (...args) => ({
    ...compiled,
    parameters: positions.map((index, i) => (index === -1 ? compiled.parameters[i] : args[index])),
  });
}

/**
 * A query over a list of values (`where key in (...)`), compiled once per list length and kept: the
 * coalesced lookups (db/coalesced-lookup.ts) ask with 1 to `maxLength` keys, so at most that many
 * compiled texts. `build` receives one placeholder per value, with the same rule as `preparedQuery`.
 */
export function preparedListQuery<Value, Row>(
  maxLength: number,
  build: (values: Value[]) => Compilable<Row>,
): (values: Value[]) => CompiledQuery<Row> {
  const byLength = new Map<number, (...values: Value[]) => CompiledQuery<Row>>();
  return (values) => {
    if (values.length === 0 || values.length > maxLength) {
      throw new Error(`preparedListQuery: ${values.length} values, between 1 and ${maxLength} allowed`);
    }
    let query = byLength.get(values.length);
    if (!query) {
      query = preparedQuery(values.length, (...placeholders: Value[]) => build(placeholders));
      byLength.set(values.length, query);
    }
    return query(...values);
  };
}
