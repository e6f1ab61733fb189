import { commandsForQuery } from './commands-for-query';

const commands = (query: string) => commandsForQuery(new URLSearchParams(query));

describe('commandsForQuery', () => {
  it('opens onboarding in the state named by action=show', () => {
    expect(commands('action=show&state=signup')).toEqual([
      { name: 'onboarding.open', payload: { state: 'signup', params: { action: 'show', state: 'signup' } } },
    ]);
  });

  it('ignores action=show with an unknown state', () => {
    expect(commands('action=show&state=admin')).toEqual([]);
  });

  it('opens chat for showchat and for action=showchat', () => {
    expect(commands('showchat')).toEqual([{ name: 'chat.open', payload: {} }]);
    expect(commands('action=showchat')).toEqual([{ name: 'chat.open', payload: {} }]);
  });

  it('opens the emailOptOut dialogue for the unsubscribe link of a marketing email', () => {
    expect(commands('unsubscribe=ab12cd')).toEqual([{ name: 'email.optout.open', payload: { userHash: 'ab12cd' } }]);
    expect(commands('unsubscribe=')).toEqual([]);
  });

  it('asks the promotions remote for the promo card, upper-cased', () => {
    expect(commands('promo=cashback')).toEqual([{ name: 'promotion.focus', payload: { couponCode: 'CASHBACK' } }]);
  });

  it('opens the password reset for pid and token', () => {
    expect(commands('pid=12&token=abc')).toEqual([
      { name: 'onboarding.open', payload: { state: 'passwordreset', params: { pid: '12', token: 'abc' } } },
    ]);
  });

  it('asks for nothing on a plain URL', () => {
    expect(commands('')).toEqual([]);
  });
});
