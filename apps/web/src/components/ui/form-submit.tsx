import type { LucideIcon } from 'lucide-react';
import { useKnownText } from '../../i18n/known-text';
import { Alert } from './alert';
import { Button } from './button';

interface FormSubmitProps {
  /** Why the last send failed: kept on the page above the button (a toast alone would vanish). */
  failure: string | null;
  failureTitle: string;
  /** The button's word, and its word while the form is on its way ("Log in", "Logging in…"). */
  action: string;
  pendingAction: string;
  pending: boolean;
  /** The button waits for more than the send (a photo upload still running). */
  disabled?: boolean;
  icon?: LucideIcon;
  /** `full`: as wide as the form (the sign-in forms); `auto`: full width on phones only. */
  width?: 'full' | 'auto';
  variant?: 'primary' | 'accent';
}

/** A page form's last row: the failure, if any, and the large send button. */
export function FormSubmit({
  failure,
  failureTitle,
  action,
  pendingAction,
  pending,
  disabled = false,
  icon: Icon,
  width = 'auto',
  variant = 'primary',
}: FormSubmitProps) {
  const known = useKnownText();
  return (
    <>
      {failure ? (
        <Alert tone="error" title={failureTitle}>
          {known(failure)}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant={variant}
        size="lg"
        className={width === 'full' ? 'w-full' : 'w-full sm:w-auto'}
        disabled={pending || disabled}
      >
        {Icon ? <Icon aria-hidden /> : null}
        {pending ? pendingAction : action}
      </Button>
    </>
  );
}
