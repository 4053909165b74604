import {
  BILLING_SETTING_KEYS,
  DEFAULT_BILLING_RULES,
  type DiscountUse,
  type PriceItemInput,
  type PriceItemKind,
  type PriceItemView,
} from '@ta/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PriceItemsTable } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';

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
 * and what the landing page shows. The admin screen's writes sit beside the reads. Items are never
 * deleted (quote and invoice lines point at them): they are deactivated, and can come back.
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

    /** A new item; without a position it goes to the end of the list. Returns its id. */
    async create(input: PriceItemInput): Promise<number> {
      return inGivenTransaction(db, async (trx) => {
        const last = await trx
          .selectFrom('priceItems')
          .select((eb) => eb.fn.max('position').as('position'))
          .executeTakeFirst();
        const row = await trx
          .insertInto('priceItems')
          .values({ ...input, position: input.position ?? Number(last?.position ?? 0) + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    /** Replaces an item's fields (its position only when one is given); false when there is no such item. */
    async update(id: number, input: PriceItemInput): Promise<boolean> {
      const { position, ...fields } = input;
      const result = await db
        .updateTable('priceItems')
        .set({ ...fields, ...(position === null ? {} : { position }), updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** One discount at a time is given for each use: saving one for a use takes it off any other. */
    async keepOnlyGivenFor(use: DiscountUse, itemId: number): Promise<void> {
      await db
        .updateTable('priceItems')
        .set({ givenFor: null, afterVisits: null, updatedAt: new Date().toISOString() })
        .where('givenFor', '=', use)
        .where('id', '!=', itemId)
        .execute();
    },

    /** The active discount given automatically for `use`, if the owner set one. */
    async givenFor(use: DiscountUse): Promise<PriceItem | undefined> {
      return items()
        .where('active', '=', true)
        .where('kind', '=', 'discount')
        .where('givenFor', '=', use)
        .executeTakeFirst();
    },

    /** Offered or not: an inactive item stays for the quotes that name it, and is not offered again. */
    async setActive(id: number, active: boolean): Promise<boolean> {
      const result = await db
        .updateTable('priceItems')
        .set({ active, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setRules(rules: BillingRules, byId: number): Promise<void> {
      const now = new Date().toISOString();
      await inGivenTransaction(db, async (trx) => {
        for (const [name, key] of Object.entries(BILLING_SETTING_KEYS) as [keyof BillingRules, string][]) {
          const value = String(rules[name]);
          await trx
            .insertInto('appSettings')
            .values({ key, value, updatedAt: now, updatedById: byId })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: now, updatedById: byId }))
            .execute();
        }
      });
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

/** An item as the back office reads it: the stored row without its timestamps. */
export function priceItemView(item: PriceItem): PriceItemView {
  return {
    id: item.id,
    kind: item.kind,
    name: item.name,
    nameEs: item.nameEs,
    description: item.description,
    descriptionEs: item.descriptionEs,
    amountCents: item.amountCents,
    percentBp: item.percentBp,
    minutes: item.minutes,
    county: item.county,
    onLanding: item.onLanding,
    popular: item.popular,
    active: item.active,
    position: item.position,
    givenFor: item.givenFor,
    afterVisits: item.afterVisits,
  };
}
