/** One of the composer's audience choices: a labelled select of [value, words] options. */
export interface LabelledSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange(value: string): void;
}

export function LabelledSelect({ id, label, value, options, onChange }: LabelledSelectProps) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
