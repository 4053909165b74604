import type { StormAreaKind, StormPhase } from '@ta/shared';
import { CloudLightning, Wind } from 'lucide-react';
import type { BadgeLook } from '../../components/ui/status-badge';

/** The back office's words and badge looks for storm mode (English; colour only repeats the word). */

export const PHASE_LABELS: Record<StormPhase, string> = {
  'pre-storm': 'Pre-storm',
  'post-storm': 'Post-storm',
};
export const PHASE_LOOKS: Record<StormPhase, BadgeLook> = {
  'pre-storm': { tone: 'accent', icon: Wind },
  'post-storm': { tone: 'brand', icon: CloudLightning },
};

export const AREA_KIND_LABELS: Record<StormAreaKind, { label: string; hint: string }> = {
  counties: { label: 'Counties', hint: 'Every property in the counties you tick.' },
  zips: { label: 'ZIP codes', hint: 'Every property in the ZIP codes you type.' },
  away: { label: 'Owners away', hint: 'Every property whose owner is away on the day of the checks.' },
};

/** "1 check" / "12 checks". */
export function checksWord(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'check' : 'checks'}`;
}

/** Where a visit's page is (the visit screen of the back office). */
export function visitHref(id: number): string {
  return `/admin/visits/${id}`;
}

export function stormHref(id: number): string {
  return `/admin/storms/${id}`;
}
