import { scriptedRng } from '../../../lib/rng';
import { baccaratOdds, baccaratSpots, bankerDraws, bankerWinCents, playBaccarat, playCoup, publicCoup } from './baccarat-engine';
import { shoeDealer } from './table-bets';

/** Cards by label: 'As' = ace of spades (suits s h d c = 0 1 2 3); `+1` takes the same card from the next deck. */
const card = (label: string) => '23456789TJQKA'.indexOf(label[0]!) + 13 * 'shdc'.indexOf(label[1]!) + (label[2] === '+' ? 52 : 0);
/** A shoe that deals these cards in order: Player, Banker, Player, Banker, then third cards. */
const shoe = (labels: string) => scriptedRng(labels.split(' ').map(card));
const bets = (player: number, banker: number, tie: number) => [
  { kind: 'player', amountCents: player }, { kind: 'banker', amountCents: banker }, { kind: 'tie', amountCents: tie },
];

describe('baccarat', () => {
  it('ends the coup on a natural: no third cards', () => {
    const round = playBaccarat(bets(1000, 1000, 100), shoe('4s Ks 5h 7d 2c 2d'));
    expect(publicCoup(round.coup)).toEqual({
      player: ['4♠', '5♥'], banker: ['K♠', '7♦'], playerTotal: 9, bankerTotal: 7, natural: true, playerThird: false, bankerThird: false, winner: 'player',
    });
    expect(round.settled.map((bet) => [bet.result, bet.returnCents])).toEqual([['win', 2000], ['lose', 0], ['lose', 0]]);
    expect(round.returnCents).toBe(2000);
  });

  it('a Player standing on 6 leaves the Banker to draw on 0–5', () => {
    const coup = playCoup(shoeDealer(shoe('3s 2s 3h 2h 5d'), 8));
    expect(coup).toMatchObject({ playerTotal: 6, bankerTotal: 9, natural: false, winner: 'banker' });
    expect(coup.player).toHaveLength(2);
    expect(coup.banker).toHaveLength(3);
  });

  it('follows the tableau: Banker 3 stands on a Player third 8, Banker 6 draws on a Player third 6', () => {
    const three = playCoup(shoeDealer(shoe('As Ks 2h 3d 8c'), 8));
    expect(three).toMatchObject({ playerTotal: 1, bankerTotal: 3, winner: 'banker' });
    expect(three.banker).toHaveLength(2);
    const six = playCoup(shoeDealer(shoe('2s Ks 3s 6d 6h 9c'), 8));
    expect(six).toMatchObject({ playerTotal: 1, bankerTotal: 5, winner: 'banker' });
    expect(six.banker).toHaveLength(3);
  });

  it.each([
    [2, 8, true], [3, 8, false], [3, 9, true], [4, 1, false], [4, 2, true], [4, 7, true], [4, 8, false],
    [5, 3, false], [5, 4, true], [5, 7, true], [6, 5, false], [6, 6, true], [6, 7, true], [6, 8, false], [7, 6, false],
  ])('Banker on %i with a Player third card of %i draws: %s', (bankerTotal, playerThird, draws) => {
    expect(bankerDraws(bankerTotal, playerThird)).toBe(draws);
  });

  it('pushes Player and Banker on a tie and pays Tie 8:1', () => {
    const round = playBaccarat(bets(1000, 1000, 100), shoe('Ts Kd 7h 7c'));
    expect(round.coup.winner).toBe('tie');
    expect(round.settled.map((bet) => [bet.result, bet.returnCents])).toEqual([['push', 1000], ['push', 1000], ['win', 900]]);
  });

  it('pays Banker 0.95:1 rounded down to the cent (the commission is never under 5 %)', () => {
    expect(bankerWinCents(1000)).toBe(950);
    expect(bankerWinCents(20)).toBe(19);
    expect(bankerWinCents(19)).toBe(18);
    expect(bankerWinCents(1)).toBe(0);
    const round = playBaccarat([{ kind: 'banker', amountCents: 1001 }], shoe('Ts 9d 2h Kc'));
    expect(round.coup.winner).toBe('banker');
    expect(round.settled[0]).toMatchObject({ result: 'win', returnCents: 1001 + 950 });
  });

  it('deals each card of the shoe at most once', () => {
    // Shoe position 5 (7♠) comes twice: the repeat is skipped and 57 (7♠ of the next deck) goes to the Banker.
    const coup = playCoup(shoeDealer(scriptedRng([5, 5, 57, 8, 12]), 8));
    expect(coup.player).toEqual([5, 8]);
    expect(coup.banker).toEqual([5, 12]);
    expect(coup).toMatchObject({ playerTotal: 7, bankerTotal: 8, natural: true, winner: 'banker' });
  });

  it('computes the exact 8-deck odds and RTP per bet', () => {
    const odds = baccaratOdds();
    expect(odds.player + odds.banker + odds.tie).toBeCloseTo(1, 10);
    expect(odds.banker).toBeCloseTo(0.458597, 6);
    expect(odds.player).toBeCloseTo(0.446247, 6);
    expect(odds.tie).toBeCloseTo(0.095156, 6);
    const rtp = Object.fromEntries(baccaratSpots().map((spot) => [spot.kind, spot.rtp]));
    expect(rtp.banker).toBeCloseTo(0.98942, 5);
    expect(rtp.player).toBeCloseTo(0.98765, 5);
    expect(rtp.tie).toBeCloseTo(0.85640, 5);
  });
});
