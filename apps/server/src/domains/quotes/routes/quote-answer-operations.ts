import {
  clientQuoteSchema,
  quoteApprovalSchema,
  quoteApproveSchema,
  quoteChangesSchema,
  type CardCheckout,
  type ClientQuote,
} from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { operation, type Check, type SchemaOutput } from '../../../http/operations.js';
import type { Answer } from '../quotes.js';

/**
 * A quote's two answers, Approve (the typed name) and Ask for changes (the message), as operations
 * (docs/quotes.md): the client area's and the e-mailed link's differ only in their checks, in the path
 * value that finds the quote, in who answers (`answer`) and who pays a deposit (`depositCheckout`).
 */
export function quoteAnswerOperations<P extends z.ZodType>(
  checks: readonly Check[],
  params: P,
  answer: (request: FastifyRequest, params: SchemaOutput<P>, answer: Answer) => Promise<ClientQuote>,
  depositCheckout: (request: FastifyRequest, params: SchemaOutput<P>) => Promise<CardCheckout>,
) {
  return {
    /**
     * The approval is recorded first; then, when its version asks a deposit that can be paid by card,
     * Stripe's page for it is started (docs/quotes.md, "Deposits"). Stripe down does not undo the
     * approval: the answer has no page, and the office collects the deposit.
     */
    approve: operation({
      checks,
      params,
      body: quoteApproveSchema,
      response: quoteApprovalSchema,
      run: async (input, request) => {
        const quote = await answer(request, input.params, { action: 'approved', ...input.body });
        if (!quote.deposit?.payable) return { ...quote, depositCheckout: null };
        try {
          return { ...quote, depositCheckout: await depositCheckout(request, input.params) };
        } catch (error) {
          request.log.warn({ err: error, quoteId: quote.id }, 'deposit checkout not started after the approval');
          return { ...quote, depositCheckout: null };
        }
      },
    }),
    changes: operation({
      checks,
      params,
      body: quoteChangesSchema,
      response: clientQuoteSchema,
      run: async (input, request) => answer(request, input.params, { action: 'changes_requested', ...input.body }),
    }),
  };
}
