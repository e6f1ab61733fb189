import { displayedMinimumDeposit, formatDollars } from 'shared-api';
import styled from 'styled-components';
import { dailyLimitText, usesLeftText, type CardCoupon } from './coupon-rules';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  font-size: 0.95rem;
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`;

// dt/dd pairs in a div group, laid out by the list's grid.
const Row = styled.div`
  display: contents;
`;

/** One value, or the value per deposit method when the tiers differ. */
function perMethod(coupon: CardCoupon, values: ReadonlyArray<string>): string {
  if (new Set(values).size <= 1) return values[0] ?? '';
  return values.map((value, index) => `${value} (${coupon.deposit_method[index] ?? ''})`).join(', ');
}

const expiryText = (expiry: number) =>
  new Date(expiry * 1000).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The terms a player needs before redeeming (SPEC §3 Promotion, §9 limits; the max bet is the provider's, which it enforces). */
export function CouponTerms({ coupon }: { coupon: CardCoupon }) {
  const needsDeposit = coupon.bank_method_list.length > 0;
  const spins = Math.max(0, ...coupon.spins);
  const spinGames = coupon.free_spin_details?.game_description || coupon.game_description
    || coupon.free_spin_details_list.map((game) => game.game_description).join(', ');
  const daily = dailyLimitText(coupon.max_uses_player_per_day);
  const uses = usesLeftText(coupon);
  const rows: Array<[string, string]> = [
    ['Bonus', perMethod(coupon, coupon.bonus)],
    ...(needsDeposit
      ? ([
          ['Minimum deposit', perMethod(coupon, coupon.minimum_deposit.map((value) => formatDollars(displayedMinimumDeposit(value))))],
          ['Maximum deposit', perMethod(coupon, coupon.maximum_deposit.map(formatDollars))],
          ['Deposit methods', coupon.bank_method_list.join(', ')],
        ] as Array<[string, string]>)
      : ([['Deposit', 'No deposit needed']] as Array<[string, string]>)),
    ['Playthrough', perMethod(coupon, coupon.playthrough.map((value) => `${value}x`))],
    ...(spins > 0 ? ([['Spins', spinGames ? `${spins} on ${spinGames}` : String(spins)]] as Array<[string, string]>) : []),
    ...(coupon.max_cashout !== null ? ([['Max cashout', formatDollars(coupon.max_cashout)]] as Array<[string, string]>) : []),
    ['Max bet', formatDollars(coupon.max_bet)],
    ...(daily ? ([['Daily limit', daily]] as Array<[string, string]>) : []),
    ...(uses ? ([['Uses', uses]] as Array<[string, string]>) : []),
    ['Expires', coupon.expiry !== null ? expiryText(coupon.expiry) : 'Never'],
  ];
  return (
    <List>
      {rows.map(([term, value]) => (
        <Row key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Row>
      ))}
    </List>
  );
}
