import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-end;
  & label { display: grid; gap: ${({ theme }) => theme.space(1)}; flex: 1; min-width: 200px; }
  & input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: inherit;
    font: inherit;
    letter-spacing: 0.08em;
  }
`;

/** The coupon entry box: the code is upper-cased as it is typed, and an empty submission is ignored (SPEC §5). */
export function CouponBox({ onRedeem }: { onRedeem: (code: string) => void }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) onRedeem(trimmed);
  };
  return (
    <Form onSubmit={submit} aria-label="Redeem a coupon code">
      <label>
        Coupon code
        <input value={code} onChange={(event) => setCode(event.target.value.toUpperCase())} autoComplete="off" />
      </label>
      <Button type="submit">Redeem</Button>
    </Form>
  );
}
