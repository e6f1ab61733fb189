import { useField } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ErrorText, FieldBox, FieldGroup as Fieldset, Hint, TextInput as Input } from 'shared-ui';

export { FieldBox };

const Choices = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(6)};
  & label { display: inline-flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; min-height: 44px; }
  & input { width: 20px; height: 20px; margin: 0; accent-color: ${({ theme }) => theme.colors.accent}; }
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
}

/** A labelled input of the form; its message shows once the player has been there (or tried to submit). */
export function TextField({ name, label, hint, ...inputProps }: TextFieldProps) {
  const id = useId();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Input id={id} type="text" {...inputProps} {...field} value={field.value ?? ''} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldBox>
  );
}

/** Radio buttons for one value. */
export function RadioField({ name, legend, options }: { name: string; legend: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const [field] = useField<string>(name);
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Choices>
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" name={name} value={option.value} checked={field.value === option.value} onChange={field.onChange} onBlur={field.onBlur} />
            {option.label}
          </label>
        ))}
      </Choices>
    </Fieldset>
  );
}
