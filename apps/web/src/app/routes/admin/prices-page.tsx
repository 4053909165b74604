import { isAdminRole, type PriceItemKind, type PriceItemView, type SessionUser } from '@ta/shared';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useBillingRules, usePriceItems } from '../../../features/admin-prices/api/price-items';
import { BillingRulesForm } from '../../../features/admin-prices/components/billing-rules-form';
import { PriceItemForm } from '../../../features/admin-prices/components/price-item-form';
import { PriceListView } from '../../../features/admin-prices/components/price-list-view';
import { AdminLayout } from '../../layouts/admin-layout';
import { AccessDeniedPage } from '../site/access-denied-page';
import { QueryContent } from './query-content';

/**
 * /admin/prices: the price list and the billing rules (docs/billing.md, "The price list"). Admins
 * only (staff see Access Denied; the server answers 403 to them too).
 */
export function PricesPage({ user }: { user: SessionUser }) {
  if (!isAdminRole(user.role)) return <AccessDeniedPage />;
  return <PricesScreen user={user} />;
}

type Editing = { item: PriceItemView | null; kind: PriceItemKind } | null;

function PricesScreen({ user }: { user: SessionUser }) {
  const items = usePriceItems();
  const rules = useBillingRules();
  const [editing, setEditing] = useState<Editing>(null);
  // The form opens above the list: move there, so a keyboard or screen-reader user lands in it.
  useEffect(() => {
    if (!editing) return;
    const title = document.getElementById('price-form-title');
    title?.scrollIntoView({ block: 'start' });
    title?.focus();
  }, [editing]);

  return (
    <AdminLayout user={user} meta={{ title: 'Prices', description: 'The price list and the billing rules.' }}>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader
          title="Prices"
          description="What quotes and invoices are made from, and what the landing page shows. A change shows on the landing page at once. Prices are never deleted: stop offering one instead, and quotes that name it keep it."
        />
        {editing ? (
          <PriceItemForm
            key={editing.item?.id ?? `new-${editing.kind}`}
            item={editing.item}
            kind={editing.kind}
            onDone={() => setEditing(null)}
          />
        ) : null}
        <QueryContent query={items} loading="Loading prices…" failed="Error loading prices">
          {(list) => (
            <PriceListView
              items={list}
              onEdit={(item) => setEditing({ item, kind: item.kind })}
              onAdd={(kind) => setEditing({ item: null, kind })}
            />
          )}
        </QueryContent>
        <section aria-labelledby="billing-rules" className="space-y-3">
          <h2 id="billing-rules" className="text-2xl">
            Billing rules
          </h2>
          <QueryContent query={rules} loading="Loading billing rules…" failed="Error loading billing rules">
            {(saved) => <BillingRulesForm saved={saved} />}
          </QueryContent>
        </section>
      </div>
    </AdminLayout>
  );
}
