import { Choices } from './responsible-gaming-styles';

export interface RadioChoicesProps<Value extends string | number> {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  value: Value;
  onChange: (value: Value) => void;
}

/** A labelled radio group: reminder intervals, break and self-exclusion lengths. */
export function RadioChoices<Value extends string | number>({ legend, name, options, value, onChange }: RadioChoicesProps<Value>) {
  return (
    <Choices>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </Choices>
  );
}

/** The label of the chosen option, for the question that follows it. */
export const labelOf = <Value extends string | number>(options: RadioChoicesProps<Value>['options'], value: Value): string =>
  options.find((option) => option.value === value)?.label ?? String(value);
