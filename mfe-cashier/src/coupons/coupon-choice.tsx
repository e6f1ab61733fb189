import { useState } from 'react';
import styled from 'styled-components';
import { couponsClient } from 'shared-api';
import type { Coupon, CouponDetails } from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';
import { Button, useEventBus } from 'shared-ui';
import { readCouponsAgain } from './cashier-coupons';
import { couponTerms, depositCoupons } from './coupon-terms';

/** SPEC §8 Coupon redemption failure. */
export const REDEEM_ERROR = "Error!  We're sorry, there was an error redeeming this coupon...";

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  h4 { margin: 0 0 ${({ theme }) => theme.space(1)}; overflow-wrap: anywhere; }
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Message = styled.p<{ $tone: 'success' | 'danger' }>`
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-weight: 700;
`;

/** The coupons a deposit can carry; choosing one requests it, so the deposit applies it. */
export function CouponChoice({ details, player, id }: { details: CouponDetails; player: PlayerIdentity; id?: string }) {
  const bus = useEventBus();
  const [busyCode, setBusyCode] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const coupons = depositCoupons(details);

  const choose = async (coupon: Coupon) => {
    setBusyCode(coupon.coupon_code);
    setResult(null);
    try {
      // SPEC §4 Redeeming: a coupon still awaiting a deposit is cancelled before another is redeemed.
      if (details.active_coupon && details.player_coupon_status === 'requested') await couponsClient.cancelActiveCoupon(player.playerId);
      await couponsClient.redeemCoupon(player.playerId, player.login, coupon.coupon_code);
      setResult({ tone: 'success', text: `${coupon.coupon_code} is requested: your next deposit receives its bonus.` });
      await readCouponsAgain(bus, player, true);
    } catch {
      setResult({ tone: 'danger', text: REDEEM_ERROR });
    } finally {
      setBusyCode(null);
    }
  };

  return (
    <div id={id}>
      <div role="status" aria-live="polite">
        {result && <Message $tone={result.tone}>{result.text}</Message>}
      </div>
      {coupons.length === 0 ? (
        <p>No other coupon can be added to a deposit right now.</p>
      ) : (
        <List aria-label="Coupons for your deposit">
          {coupons.map((coupon) => (
            <Item key={coupon.coupon_code}>
              <h4>
                {coupon.coupon_title} ({coupon.coupon_code})
              </h4>
              <p>{couponTerms(coupon).slice(0, 3).join(' · ')}</p>
              <Button
                type="button"
                $variant="ghost"
                disabled={busyCode !== null}
                onClick={() => void choose(coupon)}
              >
                {busyCode === coupon.coupon_code ? 'Requesting…' : `Use ${coupon.coupon_code}`}
              </Button>
            </Item>
          ))}
        </List>
      )}
    </div>
  );
}
