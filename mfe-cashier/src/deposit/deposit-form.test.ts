import { cashierData } from '../testing/samples';
import { depositFormOf } from './deposit-form';

describe('depositFormOf', () => {
  it('answers the nine hidden fields of SPEC §7 and asks the cashier for bitcoin when that is the method', () => {
    const card = depositFormOf(cashierData({ login: 'jane', player_id: 77, session_id: 's-77' }), {
      cashierUrl: 'https://cashier.example/cashier', siteOrigin: 'https://casino.example', method: 'card',
    });
    expect(card.action).toBe('https://cashier.example/cashier');
    expect(Object.keys(card.fields)).toEqual(['RTGLogin', 'RTG_PID', 'HashedPassword', 'Lang', 'CasinoID', 'Sportsbook', 'SkinID', 'RedirectURL', 'SessionID']);
    expect(card.fields).toMatchObject({ RTGLogin: 'jane', RTG_PID: '77', CasinoID: '937', RedirectURL: 'https://casino.example/cashier/?deposit=return', SessionID: 's-77' });
    const bitcoin = depositFormOf(cashierData(), { cashierUrl: 'https://cashier.example/cashier', siteOrigin: 'https://casino.example', method: 'bitcoin' });
    expect(bitcoin.action).toBe('https://cashier.example/cashier?method=bitcoin');
  });
});
