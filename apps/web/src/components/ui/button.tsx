import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  'inline-flex min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 font-bold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'border-brand-800 bg-brand-800 text-white hover:border-brand-950 hover:bg-brand-950',
        accent: 'border-accent-600 bg-accent-600 text-white hover:border-accent-700 hover:bg-accent-700',
        outline: 'border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
        ghost: 'border-transparent bg-transparent text-brand-800 hover:bg-brand-50',
        inverse: 'border-white bg-white text-brand-900 hover:bg-brand-100',
        'outline-inverse': 'border-white/80 bg-transparent text-white hover:bg-white/10',
        destructive: 'border-danger-700 bg-danger-700 text-white hover:border-red-900 hover:bg-red-900',
        /** A destructive action that asks first (Remove): quieter than the confirming button. */
        'destructive-outline': 'border-danger-700 bg-white text-danger-700 hover:bg-danger-50',
      },
      size: {
        default: 'min-h-11 px-5 py-2 text-base',
        lg: 'min-h-13 px-4 py-3 text-lg sm:px-6',
        xl: 'min-h-14 px-4 py-3 text-xl sm:px-6',
        compact: 'min-h-11 px-3 py-1.5 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
