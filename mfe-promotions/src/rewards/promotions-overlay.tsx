import { DailyRewardPopup, type DailyRewardPopupProps } from './daily-reward-popup';
import { PendingCoupon } from './pending-coupon';

/** What mfe-promotions shows on every page of a logged-in player: the daily reward and a coupon kept from before signup. */
export function PromotionsOverlay(props: DailyRewardPopupProps) {
  return (
    <>
      <DailyRewardPopup {...props} />
      <PendingCoupon />
    </>
  );
}
