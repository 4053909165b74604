import { Camera, MessageSquareText, Upload } from 'lucide-react';
import { PhoneLink } from '../../../components/layouts/phone-link';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';

const STEPS = [
  {
    icon: Camera,
    title: 'Take a few clear photos',
    text: 'The boxes, the pieces, or the label with the model name. Daylight works best.',
  },
  {
    icon: Upload,
    title: 'Send them here',
    text: 'Up to five photos at a time, with a few words about the furniture.',
  },
  {
    icon: MessageSquareText,
    title: 'Get a clear quote',
    text: 'We tell you how long the assembly takes and what it costs, with no hidden fees.',
  },
] as const;

export function PhotoTipsCard() {
  return (
    <Card>
      <CardContent className="space-y-5">
        <CardTitle>How it works</CardTitle>
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
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="text-base text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="border-t border-line pt-4">
          <p className="text-base">Rather talk it over?</p>
          <PhoneLink prefix="Call" />
        </div>
      </CardContent>
    </Card>
  );
}
