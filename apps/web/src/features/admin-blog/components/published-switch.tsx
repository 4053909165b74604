import { LabelledSwitch } from './labelled-switch';

interface PublishedSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** The switch named "Published", with the state beside it in words: Published or Draft. */
export function PublishedSwitch({ checked, onChange, disabled = false }: PublishedSwitchProps) {
  return (
    <LabelledSwitch
      label="Published"
      stateText={checked ? 'Published: anyone can read it on the blog.' : 'Draft: only staff and admins can see it.'}
      checked={checked}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
