import type { PriceItemInput, PriceItemView, PublicPriceList } from '@ta/shared';
import { foundOr404, notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import type { Repositories } from '../repositories.js';
import type { ServiceContext } from '../service-context.js';
import { priceItemView, type BillingRules, type PriceItem } from './price-list-repository.js';
import * as activity from './quote-events.js';

/**
 * The price list and the billing rules (docs/billing.md, "The price list"): what the landing page and
 * the quote builder read, and the admin screen's changes. Items are never deleted, only deactivated:
 * quote and invoice lines point at them. Every change is an activity event, stored with it.
 */

/**
 * What the landing page's pricing section shows, for anyone: only active items, the packages marked for
 * the landing page in list order, the minimum from the billing rules, whether travel fees and discounts
 * exist, and the notary fee per signature. Names come in both languages; the page picks.
 */
export async function publicPriceList(ctx: ServiceContext): Promise<PublicPriceList> {
  const [items, rules] = await Promise.all([
    ctx.repos.priceList.list({ activeOnly: true }),
    ctx.repos.priceList.rules(),
  ]);
  const notary = items.find((item) => item.kind === 'notary' && item.amountCents !== null);
  return {
    packages: items.flatMap((item) =>
      item.kind === 'package' && item.onLanding && item.amountCents !== null
        ? [
            {
              id: item.id,
              name: item.name,
              nameEs: item.nameEs,
              description: item.description,
              descriptionEs: item.descriptionEs,
              amountCents: item.amountCents,
              minutes: item.minutes,
              popular: item.popular,
            },
          ]
        : [],
    ),
    minimumMinutes: rules.minimumMinutes,
    travelFees: items.some((item) => item.kind === 'travel'),
    notaryFeeCents: notary?.amountCents ?? null,
    discounts: items.some((item) => item.kind === 'discount'),
  };
}

/** The active items the quote builder picks lines from. */
export async function offeredPriceItems(ctx: ServiceContext): Promise<PriceItemView[]> {
  return (await ctx.repos.priceList.list({ activeOnly: true })).map((item) => ({
    ...item,
    onLanding: !!item.onLanding,
    popular: !!item.popular,
    active: !!item.active,
  }));
}

/** Every item, active or not, for the admin screen. */
export async function priceItems(ctx: ServiceContext): Promise<PriceItemView[]> {
  return (await ctx.repos.priceList.list({ activeOnly: false })).map(priceItemView);
}

async function existing(repos: Repositories, id: number): Promise<PriceItem> {
  return foundOr404(await repos.priceList.byId(id), 'price_not_found');
}

/** A new item; without a position it goes to the end of the list. */
export async function createPriceItem(
  ctx: ServiceContext,
  actor: UserRecord,
  input: PriceItemInput,
): Promise<PriceItemView> {
  return ctx.inTransaction(async (tx) => {
    const item = await existing(tx.repos, await tx.repos.priceList.create(input));
    if (item.givenFor) await tx.repos.priceList.keepOnlyGivenFor(item.givenFor, item.id);
    await tx.repos.events.record(activity.priceItemChanged(actor, item, 'created'));
    return priceItemView(item);
  });
}

/** Replaces an item's fields. */
export async function updatePriceItem(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  input: PriceItemInput,
): Promise<PriceItemView> {
  return ctx.inTransaction(async (tx) => {
    if (!(await tx.repos.priceList.update(id, input))) throw notFound('price_not_found');
    const item = await existing(tx.repos, id);
    if (item.givenFor) await tx.repos.priceList.keepOnlyGivenFor(item.givenFor, item.id);
    await tx.repos.events.record(activity.priceItemChanged(actor, item, 'updated'));
    return priceItemView(item);
  });
}

/** Offered again, or no longer: asking twice changes nothing and records nothing. */
export async function setPriceItemActive(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  active: boolean,
): Promise<PriceItemView> {
  return ctx.inTransaction(async (tx) => {
    const before = await existing(tx.repos, id);
    if (before.active === active) return priceItemView(before);
    await tx.repos.priceList.setActive(before.id, active);
    const item = await existing(tx.repos, before.id);
    await tx.repos.events.record(activity.priceItemChanged(actor, item, active ? 'reactivated' : 'deactivated'));
    return priceItemView(item);
  });
}

export async function billingRules(ctx: ServiceContext): Promise<BillingRules> {
  return ctx.repos.priceList.rules();
}

export async function setBillingRules(
  ctx: ServiceContext,
  actor: UserRecord,
  rules: BillingRules,
): Promise<BillingRules> {
  return ctx.inTransaction(async (tx) => {
    await tx.repos.priceList.setRules(rules, actor.id);
    const stored = await tx.repos.priceList.rules();
    await tx.repos.events.record(activity.billingRulesChanged(actor, stored));
    return stored;
  });
}
