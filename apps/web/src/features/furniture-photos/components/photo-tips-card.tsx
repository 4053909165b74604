import { Camera, MessageSquareText, Upload } from 'lucide-react';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';

const STEPS = [
  {
    icon: Camera,
    title: 'furniture.tips.photos',
    text: 'furniture.tips.photos.text',
  },
  {
    icon: Upload,
    title: 'furniture.tips.send',
    text: 'furniture.tips.send.text',
  },
  {
    icon: MessageSquareText,
    title: 'furniture.tips.quote',
    text: 'furniture.tips.quote.text',
  },
] as const;

export function PhotoTipsCard() {
  const t = useT();
  return (
    <Card>
      <CardContent className="space-y-5">
        <CardTitle>{t('furniture.tips.heading')}</CardTitle>
        <ol className="space-y-4">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex gap-3">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
              >
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="text-lg">
                  <span className="sr-only">{t('furniture.tips.step', { number: index + 1 })} </span>
                  {t(title)}
                </h3>
                <p className="text-base text-muted">{t(text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="border-t border-line pt-4">
          <p className="text-base">{t('furniture.tips.talk')}</p>
          <PhoneLink prefix={t('site.call')} />
        </div>
      </CardContent>
    </Card>
  );
}
