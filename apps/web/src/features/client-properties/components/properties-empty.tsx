import { ClipboardCheck, House, Plus, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useMayUse } from '../../../lib/use-circle-right';
import { useT } from '../../../i18n/use-t';

/** No property yet: what home watch is, in a few steps, and a way to add the first house. */
export function PropertiesEmpty() {
  const t = useT();
  const isOwner = useMayUse('owner');
  const steps = [
    { icon: House, text: t('properties.empty.step-add') },
    { icon: ClipboardCheck, text: t('properties.empty.step-visit') },
    { icon: Wrench, text: t('properties.empty.step-decide') },
  ];
  return (
    <Card>
      <CardContent className="space-y-5">
        <h2 className="text-2xl">{t('properties.empty.title')}</h2>
        <p className="text-lg">{t('properties.empty.intro')}</p>
        <ol className="space-y-3">
          {steps.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-lg">
              <Icon aria-hidden className="mt-1 size-6 shrink-0 text-brand-800" />
              <span>{text}</span>
            </li>
          ))}
        </ol>
        {/* Adding a house is the account holder's alone (docs/circle.md). */}
        {isOwner ? (
          <Link href="/properties/new" className={buttonVariants({ variant: 'accent', size: 'xl' })}>
            <Plus aria-hidden />
            {t('properties.add')}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
