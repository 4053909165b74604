import type { TwoStepSetup } from '@ta/shared';
import { useT } from '../../../i18n/use-t';

/**
 * A new key, as the server drew it: the QR code (an inline SVG of one path, made by the server from
 * the key's link) and the same key as text for typing into the app. Shown once, to its owner.
 */
export function AuthenticatorKey({ setup }: { setup: TwoStepSetup }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <h3 className="text-xl">{t('two-step.setup.step-scan')}</h3>
      <div
        role="img"
        aria-label={t('two-step.setup.qr-label')}
        data-testid="two-step-qr"
        className="w-56 max-w-full rounded-lg border-2 border-line bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
        // The server's own drawing: one <rect> and one <path> of squares, no text from anyone.
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p>{t('two-step.setup.step-type')}</p>
      <p
        data-testid="two-step-key"
        className="rounded-lg bg-sand px-4 py-3 font-mono text-xl font-bold tracking-wider break-all"
      >
        {setup.key}
      </p>
    </div>
  );
}
