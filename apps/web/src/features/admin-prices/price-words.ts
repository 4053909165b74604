import { formatCents, formatPercent, minutesToHours, type PriceItemKind, type PriceItemView } from '@ta/shared';

/** Each kind's heading on the price screen, its name in the form, and what it is for. */
export const KIND_WORDS: Record<PriceItemKind, { heading: string; name: string; about: string }> = {
  package: {
    heading: 'Packages',
    name: 'Package',
    about: 'A flat price for a visit of a set length. Packages marked for the landing page are shown there.',
  },
  hourly: { heading: 'Hourly rate', name: 'Hourly rate', about: 'The rate for each hour past a package.' },
  travel: { heading: 'Travel fees', name: 'Travel fee', about: 'A fee for visits in a county outside the area.' },
  notary: {
    heading: 'Notary fee',
    name: 'Notary fee',
    about: 'The fee per signature. Florida allows at most $10.00 per notarial act.',
  },
  discount: {
    heading: 'Discounts',
    name: 'Discount',
    about:
      'A percentage of the services, or a fixed amount off. Referral, loyalty and service-plan discounts are given automatically.',
  },
  item: { heading: 'Other items', name: 'Other item', about: 'Anything else sold at a set price.' },
};

const hours = (minutes: number) => {
  const text = minutesToHours(minutes);
  return `${text} ${text === '1' ? 'hour' : 'hours'}`;
};

/** An item's price in words: "$195.00 for 3 hours", "$65.00 an hour", "10% off". */
export function priceInWords(item: PriceItemView): string {
  const amount = item.amountCents === null ? '' : formatCents(item.amountCents);
  switch (item.kind) {
    case 'package':
      return item.minutes === null ? amount : `${amount} for ${hours(item.minutes)}`;
    case 'hourly':
      return `${amount} an hour`;
    case 'travel':
      return item.county ? `${amount}, ${item.county} County` : amount;
    case 'notary':
      return `${amount} per signature`;
    case 'discount': {
      const off = item.percentBp !== null ? `${formatPercent(item.percentBp)} off` : `${amount} off`;
      if (item.givenFor === 'referral') return `${off}, given for each referral`;
      if (item.givenFor === 'loyalty') return `${off}, given after every ${item.afterVisits ?? '?'} paid visits`;
      if (item.givenFor === 'plan') return `${off}, given on standing visits billed by the month`;
      return off;
    }
    case 'item':
      return amount;
  }
}
