import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../ui/card';

interface DashboardCardProps {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  footer?: ReactNode;
  /** Something waits for the client here: the accent border that says "look at this first". */
  highlight?: boolean;
  /** The content in the larger text size (a card of one or two short sentences). */
  largeText?: boolean;
}

/** One dashboard card: a titled section with an icon, its content, and an optional link below. */
export function DashboardCard({ title, icon: Icon, children, footer, highlight, largeText }: DashboardCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0">
      <Card highlight={highlight} className="flex w-full flex-col">
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-white">
              <Icon aria-hidden className="size-6" />
            </span>
            <CardTitle id={headingId}>{title}</CardTitle>
          </div>
        </CardHeader>
        <CardContent className={cn('flex-1', largeText && 'text-lg')}>{children}</CardContent>
        {footer ? <CardFooter>{footer}</CardFooter> : null}
      </Card>
    </section>
  );
}

/** A card's way on to the whole list, in its footer: "All appointments →". */
export function DashboardCardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonVariants({ variant: 'outline' })}>
      {children}
      <ArrowRight aria-hidden />
    </Link>
  );
}
