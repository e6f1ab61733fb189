import { cardTableMessage, type CardTableOutcome } from './card-tables';

const outcome = (fields: Partial<CardTableOutcome>): CardTableOutcome =>
  ({ finished: true, actions: [], cards: [], community: [], riding: [], dealer: [], player: [], ...fields });

describe('the card tables’ status line', () => {
  it('asks for the next decision with the hint in the table’s own words', () => {
    expect(cardTableMessage('tri-card-poker', outcome({ finished: false, hint: 'play' }), { win: 0, stake: 1 })).toBe('Your move (hint: play)');
    expect(cardTableMessage('let-em-ride', outcome({ finished: false, deciding: 2, hint: 'ride' }), { win: 0, stake: 3 }))
      .toBe('Bet 2: let it ride or pull it back (hint: let it ride)');
  });

  it('says what a settled round paid', () => {
    expect(cardTableMessage('caribbean-stud', outcome({}), { win: 4, stake: 3 })).toBe('You win $1.00 (paid $4.00)');
    expect(cardTableMessage('caribbean-stud', outcome({}), { win: 3, stake: 3 })).toBe('Your $3.00 comes back');
    expect(cardTableMessage('tri-card-poker', outcome({ decision: 'fold' }), { win: 0, stake: 1 })).toBe('Folded');
    expect(cardTableMessage('tri-card-poker', outcome({}), { win: 1, stake: 2 })).toBe('Paid $1.00 on $2.00 bet');
    expect(cardTableMessage('tri-card-poker', outcome({}), { win: 0, stake: 2 })).toBe('Dealer wins');
    expect(cardTableMessage('red-dog', outcome({}), { win: 0, stake: 2 })).toBe('No win');
  });
});
