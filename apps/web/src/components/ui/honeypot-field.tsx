import { useT } from '../../i18n/use-t';

/**
 * A field people never see and programs fill in (a honeypot): off-screen, hidden from screen readers,
 * out of the Tab order and never filled by the browser. A form sent with it filled gets the usual
 * answer and does nothing (the server decides). Off-screen rather than `display: none`, which
 * programs know to skip.
 */
export function HoneypotField({ id, name }: { id: string; name: string }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={id}>{t('ui.honeypot.label')}</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
