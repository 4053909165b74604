import { BILLING_SETTING_KEYS, DEFAULT_BILLING_RULES, type PriceItemKind } from '@ta/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PriceItemsTable } from '../db/types.js';

export type PriceItem = Selectable<PriceItemsTable>;

/** The billing rules the owner sets on the price list screen (docs/billing.md, "The price list"). */
export interface BillingRules {
  /** The shortest time billed for hourly work, in minutes. */
  minimumMinutes: number;
  /** Days between an invoice and its due day. */
  dueDays: number;
  /** Days a quote stays valid unless the quote says otherwise. */
  quoteValidDays: number;
}

/**
 * The price list (docs/billing.md): what quotes pick lines from, what invoices bill past a package,
 * and what the landing page shows. Reads only here; the admin screen's writes sit beside them.
 */
export function createPriceListRepository(db: Kysely<Database>) {
  const items = () => db.selectFrom('priceItems').selectAll().orderBy('position').orderBy('id');

  return {
    /** Every item, or only the ones offered today. */
    async list(options: { activeOnly: boolean }): Promise<PriceItem[]> {
      return options.activeOnly ? items().where('active', '=', true).execute() : items().execute();
    },

    async byId(id: number): Promise<PriceItem | undefined> {
      return db.selectFrom('priceItems').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The first active item of a kind (the hourly rate, the notary fee), in list order. */
    async firstOfKind(kind: PriceItemKind): Promise<PriceItem | undefined> {
      return items().where('active', '=', true).where('kind', '=', kind).executeTakeFirst();
    },

    async rules(): Promise<BillingRules> {
      const keys = Object.values(BILLING_SETTING_KEYS);
      const rows = await db.selectFrom('appSettings').select(['key', 'value']).where('key', 'in', keys).execute();
      const read = (key: string, fallback: number) => {
        const value = Number(rows.find((row) => row.key === key)?.value);
        return Number.isInteger(value) && value >= 0 ? value : fallback;
      };
      return {
        minimumMinutes: read(BILLING_SETTING_KEYS.minimumMinutes, DEFAULT_BILLING_RULES.minimumMinutes),
        dueDays: read(BILLING_SETTING_KEYS.dueDays, DEFAULT_BILLING_RULES.dueDays),
        quoteValidDays: read(BILLING_SETTING_KEYS.quoteValidDays, DEFAULT_BILLING_RULES.quoteValidDays),
      };
    },
  };
}
