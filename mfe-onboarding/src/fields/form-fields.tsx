import { getIn, useField, useFormikContext, type FormikValues } from 'formik';
import { useEffect, useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { RegionOption as Option } from 'shared-contract/account-rules';
import { cutBirthDatePart, type BirthDateParts } from '../validation/birth-date';
import { ErrorText, FieldBox, Fieldset, Hint, Input, Row, Select } from './field-styles';

/** The message of a field once the player has been there (or tried to go on). */
function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  return meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
}

/**
 * For a form validated on blur and submit (`validateOnChange={false}`: a long form validated whole on every key is slow
 * on a phone): while a message shows, the form is validated again as the player types, so the message follows the fix.
 */
export function ShownMessagesFollowTyping() {
  const { values, errors, touched, validateForm } = useFormikContext<FormikValues>();
  const showing = Object.keys(errors).some((name) => Boolean(getIn(touched, name)));
  useEffect(() => {
    if (showing) void validateForm();
    // Each change of what was typed, while a message shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);
  return null;
}

function Describe({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
  /** Applied when the field loses focus, e.g. trim and lower-case an email. */
  normalise?: (value: string) => string;
  /** When the form shows one message for several fields (the login form). */
  hideError?: boolean;
}

export function TextField({ name, label, hint, normalise, hideError = false, ...inputProps }: TextFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<string>(name);
  const fieldError = useFieldError(name);
  const error = hideError ? undefined : fieldError;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="text"
        {...inputProps}
        {...field}
        value={field.value ?? ''}
        onBlur={(event) => {
          if (normalise) void helpers.setValue(normalise(event.target.value), false);
          field.onBlur(event);
        }}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Describe id={id} hint={hint} error={error} />
    </FieldBox>
  );
}

export function SelectField({ name, label, options, placeholder }: { name: string; label: string; options: ReadonlyArray<Option>; placeholder: string }) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Select id={id} {...field} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Describe id={id} error={error} />
    </FieldBox>
  );
}

export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  const [{ value: _value, checked, ...field }] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  return (
    <FieldBox>
      <span style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <input id={id} type="checkbox" {...field} checked={checked ?? false} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} style={{ width: 20, height: 20, marginTop: 2 }} />
        <label htmlFor={id} style={{ fontWeight: 400 }}>
          {children}
        </label>
      </span>
      <Describe id={id} error={error} />
    </FieldBox>
  );
}

export function RadioField({ name, legend, options }: { name: string; legend: string; options: ReadonlyArray<Option> }) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <Fieldset aria-describedby={describedBy(id, undefined, error)}>
      <legend>{legend}</legend>
      <span style={{ display: 'flex', gap: 24 }}>
        {options.map((option) => (
          <label key={option.value} style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
            <input type="radio" name={name} value={option.value} checked={field.value === option.value} onChange={field.onChange} onBlur={field.onBlur} />
            {option.label}
          </label>
        ))}
      </span>
      <Describe id={id} error={error} />
    </Fieldset>
  );
}

const PARTS: ReadonlyArray<{ part: keyof BirthDateParts; label: string; placeholder: string }> = [
  { part: 'month', label: 'Month', placeholder: 'MM' },
  { part: 'day', label: 'Day', placeholder: 'DD' },
  { part: 'year', label: 'Year', placeholder: 'YYYY' },
];

/** Month, day and year inputs, each cut to its digits (SPEC §5). */
export function BirthDateField({ name, legend = 'Date of birth' }: { name: string; legend?: string }) {
  const id = useId();
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const [field] = useField<BirthDateParts>(name);
  const error = useFieldError(name);
  const onChange = (part: keyof BirthDateParts) => (event: ChangeEvent<HTMLInputElement>) =>
    void setFieldValue(name, { ...field.value, [part]: cutBirthDatePart(part, event.target.value) });
  return (
    <Fieldset aria-describedby={describedBy(id, undefined, error)}>
      <legend>{legend}</legend>
      <Row style={{ gridTemplateColumns: '1fr 1fr 1.5fr' }}>
        {PARTS.map(({ part, label, placeholder }) => (
          <Input
            key={part}
            aria-label={label}
            inputMode="numeric"
            autoComplete={`bday-${part}`}
            placeholder={placeholder}
            value={field.value?.[part] ?? ''}
            onChange={onChange(part)}
            onBlur={() => void setFieldTouched(name, true)}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </Row>
      <Describe id={id} error={error} />
    </Fieldset>
  );
}
