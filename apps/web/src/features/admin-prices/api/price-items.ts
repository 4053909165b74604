import {
  billingRulesSchema,
  priceItemViewSchema,
  z,
  type BillingRulesFormValues,
  type BillingRulesView,
  type PriceItemFormValues,
  type PriceItemView,
} from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/refresh-after';

/**
 * The price list and the billing rules (admins only; docs/billing.md, "The price list"). Every write
 * refreshes the price screen and the landing page's prices.
 */
const ITEMS = '/api/admin/price-items';
const RULES = '/api/admin/billing-rules';

export function usePriceItems() {
  return useQuery({
    queryKey: queryKeys.priceList.items(),
    queryFn: ({ signal }) => getParsed(z.array(priceItemViewSchema), ITEMS, signal),
  });
}

/** The form's text as typed (checked by the form first): the server runs the same schema and stores cents. */
interface ItemBody {
  /** null: a new item. */
  id: number | null;
  values: PriceItemFormValues;
}

async function saveItem({ id, values }: ItemBody): Promise<PriceItemView> {
  const answer = await apiRequest<unknown>(id === null ? ITEMS : `${ITEMS}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: values,
  });
  return priceItemViewSchema.parse(answer);
}
export const useSavePriceItem = () => useWrite(saveItem, 'priceList');

async function setActive({ id, active }: { id: number; active: boolean }): Promise<PriceItemView> {
  const answer = await apiRequest<unknown>(`${ITEMS}/${id}/${active ? 'reactivate' : 'deactivate'}`, {
    method: 'POST',
  });
  return priceItemViewSchema.parse(answer);
}
export const useSetPriceItemActive = () => useWrite(setActive, 'priceList');

export function useBillingRules() {
  return useQuery({
    queryKey: queryKeys.priceList.rules(),
    queryFn: ({ signal }) => getParsed(billingRulesSchema, RULES, signal),
  });
}

async function saveRules(values: BillingRulesFormValues): Promise<BillingRulesView> {
  return billingRulesSchema.parse(await apiRequest<unknown>(RULES, { method: 'PUT', body: values }));
}
export const useSaveBillingRules = () => useWrite(saveRules, 'priceList');
