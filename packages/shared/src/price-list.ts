import { parseQuantity, PRICE_ITEM_KINDS, type PriceItemKind } from './billing.js';
import { moneyField, percentField } from './billing-fields.js';
import { FLORIDA_COUNTIES } from './home-watch-properties.js';
import { z } from './zod.js';

/**
 * What a discount is given for automatically (docs/referrals.md): the referral discount (to a new client
 * who came with a code and to the client who referred them, once each), the loyalty discount (once
 * after each so many paid visits), the service plans' discount. One item at a time for each.
 */
export const DISCOUNT_USES = ['referral', 'loyalty', 'plan'] as const;
export type DiscountUse = (typeof DISCOUNT_USES)[number];

/**
 * The price list as the back office reads it (docs/billing.md, "The price list"): what the quote
 * builder picks lines from and the admin screen edits. Amounts in cents, percentages in basis points.
 */
export const priceItemViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRICE_ITEM_KINDS),
  name: z.string(),
  nameEs: z.string(),
  description: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  percentBp: z.number().int().nullable(),
  minutes: z.number().int().nullable(),
  county: z.string().nullable(),
  onLanding: z.boolean(),
  popular: z.boolean(),
  active: z.boolean(),
  position: z.number().int(),
  /** A discount given automatically, and for loyalty after how many paid visits. */
  givenFor: z.enum(DISCOUNT_USES).nullable(),
  afterVisits: z.number().int().nullable(),
});
export type PriceItemView = z.infer<typeof priceItemViewSchema>;

/** Florida's fee for one notarial act (Fla. Stat. 117.05(2)(a)): the notary fee may not be more. */
export const FLORIDA_NOTARY_FEE_CAP_CENTS = 1000;

export const PRICE_LIST_MESSAGES = {
  kindInvalid: 'Please choose what kind of price this is',
  nameRequired: 'Please enter the name in English',
  nameEsRequired: 'Please enter the name in Spanish',
  amountRequired: 'Please enter the price, like 195.00',
  hoursInvalid: 'Please enter the time included in quarter hours, like 3 or 2.5 (at most 24)',
  countyRequired: 'Please choose the county',
  notaryCap: 'Florida allows at most $10.00 per notarial act',
  discountEither: 'Please enter a percentage or an amount',
  discountNotBoth: 'Please enter a percentage or an amount, not both',
  positionInvalid: 'Please enter a whole number from 0 to 999',
  minimumInvalid: 'Please enter the minimum in quarter hours, from 0 to 12',
  dueDaysInvalid: 'Please enter a whole number of days from 0 to 120',
  validDaysInvalid: 'Please enter a whole number of days from 1 to 365',
  notFound: 'This price was not found',
  givenForInvalid: 'Please choose what the discount is given for',
  afterVisitsInvalid: 'Please enter the number of paid visits, a whole number from 1 to 99',
} as const;
const M = PRICE_LIST_MESSAGES;

/** What each kind asks for, besides the two names: the form shows these fields and the schema needs them. */
export const PRICE_ITEM_FIELDS: Record<PriceItemKind, readonly ('amount' | 'hours' | 'county' | 'percent')[]> = {
  package: ['amount', 'hours'],
  hourly: ['amount'],
  travel: ['amount', 'county'],
  notary: ['amount'],
  discount: ['percent', 'amount'],
  item: ['amount'],
};

const text = (max: number) => z.string().trim().max(max);

/** "3" or "2.5" hours → minutes, in quarter hours from 0.25 to `maxHours`; null when it is not one. */
export function hoursToMinutes(value: string, { min, maxHours }: { min: number; maxHours: number }): number | null {
  const hundredths = parseQuantity(value);
  if (hundredths === null || hundredths % 25 !== 0 || hundredths < min * 100 || hundredths > maxHours * 100)
    return null;
  return (hundredths * 60) / 100;
}

/** Minutes as the hours a form field holds: 180 → "3", 150 → "2.5". */
export function minutesToHours(minutes: number): string {
  const hundredths = (minutes * 100) / 60;
  return Number.isInteger(hundredths) ? String(hundredths / 100) : String(Math.round(hundredths) / 100);
}

/**
 * One price-list item as the admin's form sends it (text as typed), checked by kind: a package needs
 * its price and included time, the hourly rate and other items a price, a travel fee its price and
 * county, the notary fee a price within Florida's cap, a discount a percentage or an amount (one of
 * them). Fields a kind does not use are dropped, so the stored item never holds a stray value.
 */
export const priceItemFormSchema = z
  .object({
    kind: z.enum(PRICE_ITEM_KINDS, { error: M.kindInvalid }),
    name: text(120).min(1, M.nameRequired),
    nameEs: text(120).min(1, M.nameEsRequired),
    description: text(500),
    descriptionEs: text(500),
    amount: text(20),
    percent: text(6),
    hours: text(6),
    county: text(40),
    onLanding: z.boolean(),
    popular: z.boolean(),
    /** Blank on a new item: it goes to the end of the list. */
    position: text(3),
    /** A discount's automatic use: blank for none. */
    givenFor: z.enum(['', ...DISCOUNT_USES], { error: M.givenForInvalid }).default(''),
    /** The loyalty discount's number of paid visits. */
    afterVisits: text(3).default(''),
  })
  .transform((form, ctx) => {
    const uses = new Set(PRICE_ITEM_FIELDS[form.kind]);
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return null;
    };
    const parsed = <T>(schema: z.ZodType<T, string>, value: string, path: string): T | null => {
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      return issue(path, result.error.issues[0]?.message ?? M.amountRequired);
    };

    let amountCents: number | null = null;
    let percentBp: number | null = null;
    if (form.kind === 'discount') {
      if (form.percent && form.amount) issue('percent', M.discountNotBoth);
      else if (form.percent) percentBp = parsed(percentField, form.percent, 'percent');
      else if (form.amount) amountCents = parsed(moneyField, form.amount, 'amount');
      else issue('percent', M.discountEither);
    } else if (!form.amount) {
      issue('amount', M.amountRequired);
    } else {
      amountCents = parsed(moneyField, form.amount, 'amount');
      if (form.kind === 'notary' && amountCents !== null && amountCents > FLORIDA_NOTARY_FEE_CAP_CENTS)
        issue('amount', M.notaryCap);
    }

    const minutes = uses.has('hours')
      ? (hoursToMinutes(form.hours, { min: 0.25, maxHours: 24 }) ?? issue('hours', M.hoursInvalid))
      : null;
    const county = uses.has('county')
      ? (FLORIDA_COUNTIES as readonly string[]).includes(form.county)
        ? form.county
        : issue('county', M.countyRequired)
      : null;
    const position = form.position === '' ? null : /^\d{1,3}$/.test(form.position) ? Number(form.position) : null;
    if (form.position !== '' && position === null) issue('position', M.positionInvalid);

    const givenFor = form.kind === 'discount' && form.givenFor !== '' ? form.givenFor : null;
    const afterVisits =
      givenFor !== 'loyalty'
        ? null
        : /^\d{1,2}$/.test(form.afterVisits) && Number(form.afterVisits) >= 1
          ? Number(form.afterVisits)
          : issue('afterVisits', M.afterVisitsInvalid);

    const isPackage = form.kind === 'package';
    return {
      kind: form.kind,
      name: form.name,
      nameEs: form.nameEs,
      description: form.description || null,
      descriptionEs: form.descriptionEs || null,
      amountCents,
      percentBp,
      minutes,
      county,
      // Only packages are shown as cards on the landing page.
      onLanding: isPackage && form.onLanding,
      popular: isPackage && form.popular,
      position,
      givenFor,
      afterVisits,
    };
  });
export type PriceItemFormValues = z.input<typeof priceItemFormSchema>;
export type PriceItemInput = z.output<typeof priceItemFormSchema>;

/** The billing rules as the admin's form sends them: hours and days as typed. */
export const billingRulesFormSchema = z
  .object({ minimumHours: text(6), dueDays: text(4), quoteValidDays: text(4) })
  .transform((form, ctx) => {
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return 0;
    };
    const days = (value: string, min: number, max: number, path: string, message: string) =>
      /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : issue(path, message);
    return {
      minimumMinutes:
        form.minimumHours === '0'
          ? 0
          : (hoursToMinutes(form.minimumHours, { min: 0.25, maxHours: 12 }) ?? issue('minimumHours', M.minimumInvalid)),
      dueDays: days(form.dueDays, 0, 120, 'dueDays', M.dueDaysInvalid),
      quoteValidDays: days(form.quoteValidDays, 1, 365, 'quoteValidDays', M.validDaysInvalid),
    };
  });
export type BillingRulesFormValues = z.input<typeof billingRulesFormSchema>;

/** The billing rules as stored and answered. */
export const billingRulesSchema = z.object({
  minimumMinutes: z.number().int(),
  dueDays: z.number().int(),
  quoteValidDays: z.number().int(),
});
export type BillingRulesView = z.infer<typeof billingRulesSchema>;

/** GET /api/price-list: what the landing page shows (types in price-list-public.ts). */
export const publicPriceListSchema = z.object({
  packages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      nameEs: z.string(),
      description: z.string().nullable(),
      descriptionEs: z.string().nullable(),
      amountCents: z.number().int(),
      minutes: z.number().int().nullable(),
      popular: z.boolean(),
    }),
  ),
  minimumMinutes: z.number().int(),
  travelFees: z.boolean(),
  notaryFeeCents: z.number().int().nullable(),
  discounts: z.boolean(),
});
