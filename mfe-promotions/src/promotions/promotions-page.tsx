import { useState } from 'react';
import styled from 'styled-components';
import { belowTablet, PageFrame, useBusEvent, useEventBus, usePlayer } from 'shared-ui';
import { CouponBox } from './coupon-box';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space(6)};
  ${belowTablet} { grid-template-columns: 1fr; }
`;

const Panel = styled.aside`
  align-self: start;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  & h2 { margin-top: 0; font-size: 1.15rem; }
`;

const Cards = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

/** The promotions page (/lobby/promotions/): promotion cards, the coupon box and the help panel. */
export function PromotionsPage() {
  const player = usePlayer();
  const bus = useEventBus();
  const [focusedCode, setFocusedCode] = useState<string | null>(null);
  useBusEvent('promotion.focus', ({ couponCode }) => setFocusedCode(couponCode.toUpperCase()));

  const redeem = (code: string) => {
    if (!player) {
      bus.emit('onboarding.open', { state: 'signup', params: { coupon: code } });
      return;
    }
    setFocusedCode(code);
  };

  return (
    <PageFrame heading="Coupons">
      <Layout>
        <div>
          <Cards aria-label="Promotions">
            {focusedCode && <p role="status">Showing promotion {focusedCode}</p>}
          </Cards>
          <CouponBox onRedeem={redeem} />
        </div>
        <Panel aria-labelledby="coupon-help-heading">
          <h2 id="coupon-help-heading">Need help?</h2>
          <p>If you have your own coupon code, enter it in the box at the bottom of this page.</p>
          <p>
            If you have trouble redeeming a coupon, contact our hosts through{' '}
            <a href="#chat" onClick={(event) => { event.preventDefault(); bus.emit('chat.open', {}); }}>
              live chat
            </a>{' '}
            or by email.
          </p>
        </Panel>
      </Layout>
    </PageFrame>
  );
}
