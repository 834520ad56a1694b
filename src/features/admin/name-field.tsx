// A console form's required one-line text (a name, a title), in the text's own direction.
export function NameField({
  label,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <input value={value} maxLength={maxLength} dir="auto" required onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
