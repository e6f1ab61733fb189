import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, useEventBus, usePlayer } from 'shared-ui';
import { forgetCouponCode, keptCouponCode } from '../redeem/coupon-cookie';
import { DEPOSIT_NOW } from '../redeem/error-texts';
import { redeemCode, RedeemError } from '../redeem/redeem-code';

const Toast = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.menu};
  width: min(380px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow};
  & p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  & div { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; }
`;

type Result = { code: string; message: string; deposit: boolean; failed: boolean };

/**
 * SPEC §4 Redeeming: a code a visitor chose before signing up waits in a 7-day cookie; it is
 * redeemed as soon as they are logged in, and the cookie is cleared.
 */
export function PendingCoupon() {
  const player = usePlayer();
  const bus = useEventBus();
  const [result, setResult] = useState<Result | null>(null);
  useEffect(() => {
    const code = keptCouponCode();
    if (!player || !code) return;
    forgetCouponCode();
    redeemCode({ player, code, bus }).then(
      (outcome) => {
        if (outcome.kind === 'cashback') setResult({ code, message: outcome.message, deposit: false, failed: false });
        if (outcome.kind !== 'coupon') return;
        const requested = outcome.coupon.player_coupon_status === 'requested';
        setResult({ code, message: requested ? DEPOSIT_NOW : outcome.coupon.message ?? `${code} is redeemed.`, deposit: requested, failed: false });
      },
      (error: unknown) => {
        const failure = error instanceof RedeemError ? `${error.text} ${error.reason}` : String(error);
        setResult({ code, message: failure, deposit: false, failed: true });
      },
    );
  }, [player, bus]);

  if (!result) return null;
  return (
    <Toast role={result.failed ? 'alert' : 'status'} aria-label={`Coupon ${result.code}`}>
      <p><strong>Coupon {result.code}</strong></p>
      <p>{result.message}</p>
      <div>
        {result.deposit && <Button type="button" onClick={() => { bus.emit('cashier.open', {}); setResult(null); }}>DEPOSIT</Button>}
        <Button type="button" $variant="ghost" onClick={() => setResult(null)}>CLOSE</Button>
      </div>
    </Toast>
  );
}
