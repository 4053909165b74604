import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useKnownText } from '../../i18n/known-text';
import { useHydrated } from '../../lib/use-hydrated';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToasts, type ToastVariant } from './use-toast';

const icons: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CircleCheck,
  destructive: CircleAlert,
};
const iconColours: Record<ToastVariant, string> = {
  default: 'text-brand-700',
  success: 'text-success-700',
  destructive: 'text-danger-700',
};

/** Rendered in the browser only: toasts come from actions, and the server HTML stays free of inline styles. */
export function Toaster() {
  const toasts = useToasts();
  const hydrated = useHydrated();
  // A server message passed on as it came ("Upload failed", its reason) reads in the page's language.
  const known = useKnownText();
  if (!hydrated) return null;
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => {
        const Icon = icons[variant];
        return (
          <Toast
            key={id}
            variant={variant}
            open={open}
            duration={duration}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(isOpen) => {
              if (!isOpen) dismissToast(id);
            }}
          >
            <Icon aria-hidden className={`mt-0.5 size-6 shrink-0 ${iconColours[variant]}`} />
            <div className="min-w-0 space-y-0.5">
              <ToastTitle>{known(title)}</ToastTitle>
              {description ? (
                <ToastDescription>
                  {typeof description === 'string' ? known(description) : description}
                </ToastDescription>
              ) : null}
            </div>
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
