import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { SectionLink } from '../../../components/layouts/section-link';
import { cn } from '../../../lib/cn';

interface ContactButtonProps {
  children: string;
  variant?: 'accent' | 'primary' | 'outline' | 'inverse';
  className?: string;
}

/** The landing page's many "talk to us" buttons all scroll to the contact section. */
export function ContactButton({ children, variant = 'accent', className }: ContactButtonProps) {
  return (
    <SectionLink section="contact" className={cn(buttonVariants({ variant, size: 'lg' }), className)}>
      {children}
      <ArrowRight aria-hidden />
    </SectionLink>
  );
}
