import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

const toSqlite = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const out = super.transformValue(node);
    return typeof out.value === 'boolean' ? { ...out, value: toSqlite(out.value) } : out;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(toSqlite) };
  }
}

/**
 * SQLite has no boolean type and better-sqlite3 refuses to bind JS booleans. This plugin
 * writes booleans as 0/1 and reads the named boolean columns back as booleans, so the
 * repositories are the same on both engines.
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToInteger();
  readonly #columns: Set<string>;

  constructor(booleanColumns: Iterable<string>) {
    const names = new Set<string>();
    for (const name of booleanColumns) {
      names.add(name);
      names.add(name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    }
    this.#columns = names;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { result } = args;
    if (!result.rows.length) return result;
    const rows = result.rows.map((row) => {
      let copy: UnknownRow | undefined;
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (typeof value === 'number' && this.#columns.has(key)) {
          copy ??= { ...row };
          copy[key] = value !== 0;
        }
      }
      return copy ?? row;
    });
    return { ...result, rows };
  }
}
