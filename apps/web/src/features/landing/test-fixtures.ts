import type { PublicPriceList } from '@ta/shared';

/** GET /api/price-list as the seeded price list answers it (migration 941's prices), for render tests. */
export const seededPriceList: PublicPriceList = {
  packages: [
    {
      id: 1,
      name: '3-Hour Package',
      nameEs: 'Paquete de 3 horas',
      description: 'Our most asked-for visit. There is time for errands, paperwork or tech help.',
      descriptionEs: 'La visita más pedida. Hay tiempo para mandados, trámites o ayuda con la tecnología.',
      amountCents: 19500,
      minutes: 180,
      popular: true,
    },
    {
      id: 2,
      name: '5-Hour Package',
      nameEs: 'Paquete de 5 horas',
      description: 'A longer visit for bigger jobs or several tasks in one day.',
      descriptionEs: 'Una visita más larga para trabajos grandes o varias tareas en un día.',
      amountCents: 32500,
      minutes: 300,
      popular: false,
    },
  ],
  minimumMinutes: 180,
  travelFees: false,
  notaryFeeCents: 1000,
  discounts: false,
};

/** A render test's API: the price list for the home page, 404 for anything else. */
export const priceListApi = (list: PublicPriceList = seededPriceList) =>
  async function api(path: string) {
    return path === '/api/price-list' ? { status: 200, body: list } : { status: 404, body: { message: 'Not found' } };
  };
