import { publicPriceListSchema, type PublicPriceList } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/price-list: what the landing page's pricing section shows, for anyone (no session, the same
 * answer for every visitor, like the other public reads). Only active items: the packages marked for
 * the landing page in list order, the minimum from the billing rules, whether travel fees and
 * discounts exist, and the notary fee per signature. Names come in both languages; the page picks.
 */
const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/price-list',
    { schema: { response: { 200: publicPriceListSchema } } },
    async (): Promise<PublicPriceList> => {
      const [items, rules] = await Promise.all([
        app.repos.priceList.list({ activeOnly: true }),
        app.repos.priceList.rules(),
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
    },
  );
};

export default priceListRoutes;
