import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useLocalePath } from '../../i18n/use-t';
import { scrollToSection } from '../../lib/scroll-to-section';

interface SectionLinkProps {
  /** A landing-page anchor id; null scrolls to the top of the home page. */
  section: string | null;
  className?: string;
  onNavigate?: () => void;
  children: ReactNode;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** On the home page it scrolls to the section; elsewhere it opens the home page at it. */
export function SectionLink({ section, className, onNavigate, children }: SectionLinkProps) {
  const [location, navigate] = useLocation();
  const localePath = useLocalePath();
  // A plain link, so it carries the language prefix itself (`/es#pricing`).
  const href = localePath(section ? `/#${section}` : '/');

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    if (location === '/') {
      window.history.replaceState(window.history.state, '', href);
      scrollToSection(section);
    } else {
      navigate(`~${href}`);
    }
  };

  return (
    <a href={href} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
