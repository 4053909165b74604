import { PRICE_ITEM_KINDS, type PriceItemKind, type PriceItemView } from '@ta/shared';
import { CircleCheck, CircleOff, Globe, Pencil, Plus, RotateCcw, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { DialogFailure } from '../../../components/ui/dialog-footer';
import { StatusBadge } from '../../../components/ui/status-badge';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSetPriceItemActive } from '../api/price-items';
import { KIND_WORDS, priceInWords } from '../price-words';

interface PriceListViewProps {
  items: readonly PriceItemView[];
  onEdit: (item: PriceItemView) => void;
  onAdd: (kind: PriceItemKind) => void;
}

/** The price list by kind: each item's price, whether it is offered, Edit, and Stop offering / Offer again. */
export function PriceListView({ items, onEdit, onAdd }: PriceListViewProps) {
  const [stopping, setStopping] = useState<PriceItemView | null>(null);
  const setActive = useSetPriceItemActive();
  const offerAgain = async (item: PriceItemView) => {
    try {
      await setActive.mutateAsync({ id: item.id, active: true });
      toast({ title: 'Offered again', description: item.name, variant: 'success' });
    } catch (error) {
      toast({ title: 'The price was not changed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-8">
      {PRICE_ITEM_KINDS.map((kind) => {
        const ofKind = items.filter((item) => item.kind === kind);
        const headingId = `prices-${kind}`;
        return (
          <section key={kind} aria-labelledby={headingId} className="space-y-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id={headingId} className="text-2xl">
                  {KIND_WORDS[kind].heading}
                </h2>
                <p className="text-muted">{KIND_WORDS[kind].about}</p>
              </div>
              <Button type="button" variant="outline" size="compact" onClick={() => onAdd(kind)}>
                <Plus aria-hidden />
                Add<span className="sr-only"> a {KIND_WORDS[kind].name.toLowerCase()}</span>
              </Button>
            </div>
            {ofKind.length === 0 ? (
              <p className="rounded-xl border border-line bg-white p-4">None yet.</p>
            ) : (
              <ul className="divide-y divide-line rounded-xl border border-line bg-white">
                {ofKind.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-3 sm:px-4">
                    <div className="min-w-0 space-y-1 wrap-anywhere">
                      <p className="font-bold">
                        {item.name}{' '}
                        <span className="font-normal text-muted" lang="es">
                          ({item.nameEs})
                        </span>
                      </p>
                      <p className="text-lg">{priceInWords(item)}</p>
                      <div className="flex flex-wrap gap-2">
                        {item.active ? (
                          <StatusBadge tone="success" icon={CircleCheck} label="Offered" />
                        ) : (
                          <StatusBadge tone="neutral" icon={CircleOff} label="Not offered" />
                        )}
                        {item.kind === 'package' && item.onLanding ? (
                          <StatusBadge tone="brand" icon={Globe} label="On the landing page" />
                        ) : null}
                        {item.kind === 'package' && item.onLanding && item.popular ? (
                          <StatusBadge tone="accent" icon={Star} label="Most Popular" />
                        ) : null}
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button type="button" variant="outline" size="compact" onClick={() => onEdit(item)}>
                        <Pencil aria-hidden />
                        Edit<span className="sr-only"> {item.name}</span>
                      </Button>
                      {item.active ? (
                        <Button
                          type="button"
                          variant="destructive-outline"
                          size="compact"
                          onClick={() => setStopping(item)}
                        >
                          <CircleOff aria-hidden />
                          Stop offering<span className="sr-only"> {item.name}</span>
                        </Button>
                      ) : (
                        <Button
                          type="button"
                          variant="outline"
                          size="compact"
                          disabled={setActive.isPending}
                          onClick={() => void offerAgain(item)}
                        >
                          <RotateCcw aria-hidden />
                          Offer again<span className="sr-only"> {item.name}</span>
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <StopOfferingDialog item={stopping} onClose={() => setStopping(null)} />
    </div>
  );
}

function StopOfferingDialog({ item, onClose }: { item: PriceItemView | null; onClose: () => void }) {
  const setActive = useSetPriceItemActive();
  const [failure, setFailure] = useState<DialogFailure | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!item) return;
    try {
      await setActive.mutateAsync({ id: item.id, active: false });
      toast({ title: 'No longer offered', description: item.name, variant: 'success' });
      close();
    } catch (error) {
      setFailure({ title: 'The price was not changed', message: errorMessage(error) });
    }
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onClose={close}
      title="Stop offering this price?"
      description={
        item ? (
          <p>
            {item.name} ({priceInWords(item)}) leaves the landing page and new quotes. Quotes and bills that already
            name it keep it. You can offer it again at any time.
          </p>
        ) : null
      }
      failure={failure}
      action="Stop offering"
      pendingAction="Saving…"
      icon={CircleOff}
      pending={setActive.isPending}
      onConfirm={() => void confirm()}
      role="alertdialog"
    />
  );
}
