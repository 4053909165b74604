import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';

/** 5000 ms by default, swipe right past 50 px to dismiss. */
export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} {...props} />;
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      // styles.css moves toasts clear of the chat button and panel by this attribute.
      data-toast-viewport=""
      className={cn(
        'pointer-events-none fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border-2 p-4 pr-24 text-ink shadow-header-raised',
    'data-[state=open]:animate-slide-down',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
  ],
  {
    variants: {
      variant: {
        default: 'border-brand-700 bg-white',
        success: 'border-success-700 bg-white',
        destructive: 'border-danger-700 bg-danger-50',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('font-bold text-brand-950', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-ink', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useT();
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute top-2 right-2 inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg px-2.5 font-bold text-brand-800 hover:bg-brand-50',
        className,
      )}
      {...props}
    >
      <X aria-hidden className="size-5" />
      {t('ui.close')}
    </ToastPrimitive.Close>
  );
}
