import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('fixed inset-0 z-50 bg-brand-950/50 data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

const placements = {
  center:
    'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6',
  /** Centred and wider, for a photo or a wide table. */
  wide: 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6',
  /** A panel along the right edge, for menus on small screens. */
  sheet: 'inset-y-0 right-0 h-dvh w-full max-w-sm p-5',
  /** A panel along the left edge: the back office's navigation drawer. */
  drawer: 'inset-y-0 left-0 h-dvh w-full max-w-xs p-5',
} as const;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  placement?: keyof typeof placements;
  /** Text of the close button; the button always shows a word, not only an icon. */
  closeLabel?: string;
}

/** A dialog with a visible Close button. */
export function DialogContent({ className, children, placement = 'center', closeLabel, ...props }: DialogContentProps) {
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 overflow-y-auto bg-white shadow-header-raised data-[state=open]:animate-fade-in',
          placements[placement],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-3 right-3 inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg px-3 font-bold text-brand-800 hover:bg-brand-50">
          <X aria-hidden className="size-5" />
          {closeLabel ?? t('ui.close')}
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pr-24 text-2xl', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-muted', className)} {...props} />;
}
