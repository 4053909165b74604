import {
  cardCheckoutSchema,
  paymentCardSchema,
  type AutopayInput,
  type CardCheckout,
  type Locale,
  type PaymentCard,
} from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const PAYMENT_CARD_PATH = '/api/payment-card';

/**
 * Read by the server before the account page, so the section and its forms are right without
 * JavaScript. Without card payments set up the answer is 404: the key holds null and there is no section.
 */
export const paymentCardRead: ServerRead = {
  queryKey: queryKeys.paymentCard,
  path: PAYMENT_CARD_PATH,
  signedInOnly: true,
  accountHolderOnly: true,
};

/** GET /api/payment-card: the card on file, autopay, and the words to agree to; null when card payments are off. */
export function usePaymentCard(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.paymentCard,
    queryFn: ({ signal }) => nullIfNotFound(getParsed(paymentCardSchema, PAYMENT_CARD_PATH, signal)),
    enabled,
  });
}

async function startCardSetup(language: Locale): Promise<CardCheckout> {
  return cardCheckoutSchema.parse(
    await apiRequest<unknown>(`${PAYMENT_CARD_PATH}/setup`, { method: 'POST', body: { language } }),
  );
}

/** POST /api/payment-card/setup: the address of Stripe's page to save a card; the caller goes there. */
export function useStartCardSetup() {
  return useMutation({ mutationFn: startCardSetup });
}

async function setAutopay(input: AutopayInput): Promise<PaymentCard> {
  return paymentCardSchema.parse(
    await apiRequest<unknown>(`${PAYMENT_CARD_PATH}/autopay`, { method: 'PUT', body: input }),
  );
}

/** PUT /api/payment-card/autopay: on (the box ticked under the words shown) or off; the answer is what the page shows. */
export function useSetAutopay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAutopay,
    onSuccess: (card) => queryClient.setQueryData(queryKeys.paymentCard, card),
  });
}

async function removeCard(): Promise<PaymentCard> {
  return paymentCardSchema.parse(await apiRequest<unknown>(PAYMENT_CARD_PATH, { method: 'DELETE' }));
}

/** DELETE /api/payment-card: the card comes off the account, and autopay with it. */
export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: (card) => queryClient.setQueryData(queryKeys.paymentCard, card),
  });
}
