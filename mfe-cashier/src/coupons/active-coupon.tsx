import { formatDollars } from 'shared-api';
import styled from 'styled-components';
import type { Coupon } from 'shared-contract';
import { couponTerms } from './coupon-terms';

const Box = styled.section`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h3 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: 1.1rem; overflow-wrap: anywhere; }
  ul { margin: ${({ theme }) => theme.space(2)} 0 0; padding-left: ${({ theme }) => theme.space(5)}; }
`;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Track = styled.div`
  height: 10px;
  margin-top: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  & > span { display: block; height: 100%; background: ${({ theme }) => theme.colors.success}; }
`;

/** The player's active coupon: requested (awaiting a deposit) or redeemed, with its terms and playthrough progress. */
export function ActiveCoupon({ coupon, standing }: { coupon: Coupon; standing: 'requested' | 'redeemed' }) {
  const { amount_played: played, amount_needed: needed } = coupon.playthrough_details;
  const percent = needed > 0 ? Math.min(100, Math.round((played / needed) * 100)) : 0;
  return (
    <Box aria-label="Active coupon">
      <Badge>{standing}</Badge>
      <h3>
        {coupon.coupon_title} ({coupon.coupon_code})
      </h3>
      {standing === 'requested' ? (
        <p>Deposit Now to Receive your Bonus!</p>
      ) : (
        <>
          {coupon.coupon_amount > 0 && <p>Bonus credited: {formatDollars(coupon.coupon_amount)}</p>}
          {needed > 0 && (
            <div>
              <p id={`playthrough-${coupon.coupon_code}`}>
                Playthrough: {formatDollars(played)} of {formatDollars(needed)} played
              </p>
              <Track
                role="progressbar"
                aria-labelledby={`playthrough-${coupon.coupon_code}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span style={{ width: `${percent}%` }} />
              </Track>
            </div>
          )}
        </>
      )}
      <ul aria-label="Coupon terms">
        {couponTerms(coupon).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </Box>
  );
}
