interface ChoiceRadioProps {
  name: string;
  value: string;
  checked: boolean;
  onChoose: (value: string) => void;
  title: string;
  details: string;
}

/** One large radio choice with a bold first line; the whole box is the target. */
export function ChoiceRadio({ name, value, checked, onChoose, title, details }: ChoiceRadioProps) {
  return (
    <label
      className={
        checked
          ? 'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 border-brand-700 bg-brand-50 p-3'
          : 'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 border-line bg-white p-3 hover:border-brand-700'
      }
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        className="mt-1 size-5 shrink-0 accent-brand-800"
      />
      <span className="min-w-0">
        <span className="block font-bold wrap-anywhere">{title}</span>
        <span className="block wrap-anywhere text-muted">{details}</span>
      </span>
    </label>
  );
}
