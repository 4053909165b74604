import { clientQuoteSchema, quoteApproveSchema, quoteChangesSchema, type ClientQuote } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { operation, type Check, type SchemaOutput } from '../../../http/operations.js';
import type { Answer } from '../quotes.js';

/**
 * A quote's two answers, Approve (the typed name) and Ask for changes (the message), as operations
 * (docs/quotes.md): the client area's and the e-mailed link's differ only in their checks, in the path
 * value that finds the quote, and in who answers (`answer`).
 */
export function quoteAnswerOperations<P extends z.ZodType>(
  checks: readonly Check[],
  params: P,
  answer: (request: FastifyRequest, params: SchemaOutput<P>, answer: Answer) => Promise<ClientQuote>,
) {
  return {
    approve: operation({
      checks,
      params,
      body: quoteApproveSchema,
      response: clientQuoteSchema,
      run: async (input, request) => answer(request, input.params, { action: 'approved', ...input.body }),
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
