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

/** What became of a submitted code: kept in the field when it was refused. */
export type CouponBoxResult = 'done' | 'keep';

/** The coupon entry box: the code is upper-cased as it is typed, and an empty submission is ignored (SPEC §5). */
export function CouponBox({ onRedeem }: { onRedeem: (code: string) => Promise<CouponBoxResult> }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      if ((await onRedeem(trimmed)) === 'done') setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Redeem a coupon code" aria-busy={busy}>
      <label>
        Coupon code
        <input value={code} onChange={(event) => setCode(event.target.value.toUpperCase())} autoComplete="off" maxLength={40} />
      </label>
      <Button type="submit" disabled={busy}>{busy ? 'Redeeming…' : 'Redeem'}</Button>
    </Form>
  );
}
