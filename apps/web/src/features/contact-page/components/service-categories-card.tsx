import { Card, CardContent, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import { REQUEST_SERVICE_CATEGORIES } from '../content/service-categories';

export function ServiceCategoriesCard() {
  const t = useT();
  return (
    <Card>
      <CardContent className="space-y-4">
        <CardTitle>{t('contact.categories.heading')}</CardTitle>
        <ul className="space-y-4">
          {REQUEST_SERVICE_CATEGORIES.map(({ title, icon: Icon, examples }) => (
            <li key={title} className="flex gap-3">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
              >
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="text-lg">{t(title)}</h3>
                <p className="text-base text-muted">{t(examples)}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
