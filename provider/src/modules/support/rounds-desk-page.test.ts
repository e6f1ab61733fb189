/**
 * @jest-environment jsdom
 */
import { ROUNDS_SCRIPT, ROUNDS_SECTION } from './rounds-desk-page';

const HOSTILE = '<img src=x onerror="window.hacked=1">';

const detail = (revealed: boolean) => ({
  round: {
    id: 1024, game_code: 'european-roulette', engine: 'roulette', status: 'settled', stake: 2, win: 4, free_spin: false, balance_before: 20, balance_after: 22,
    outcome: { pocket: 7, color: 'red' }, started_at: '2026-11-28T10:00:00.000Z', settled_at: '2026-11-28T10:00:00.000Z',
  },
  game_name: 'European Roulette', engine: 'roulette', config: {}, demo: false,
  player: { id: 100020, name: `Jane ${HOSTILE}`, login: 'jdoe' },
  fairness: { server_seed_hash: 'ab'.repeat(32), server_seed: revealed ? 'cd'.repeat(32) : null, client_seed: 'c0ffee00c0ffee00', nonce: 5, draws: 1 },
});

function openDesk(answer: (url: string) => { status: number; body: unknown }) {
  const asked: string[] = [];
  Object.assign(window, {
    fetch: jest.fn(async (url: string) => {
      asked.push(url);
      const { status, body } = answer(url);
      return { status, json: async () => body };
    }),
  });
  document.body.innerHTML = ROUNDS_SECTION;
  new Function(ROUNDS_SCRIPT)();
  return asked;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const lookUp = async (id: string) => {
  (document.getElementById('round-id') as HTMLInputElement).value = id;
  document.querySelector<HTMLButtonElement>('#round-form button')!.click();
  await settle();
};
const described = (term: string) => [...document.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;

describe('the desk\'s round lookup page', () => {
  it('shows the round a host typed: player, game, money, seeds and the outcome, all as text', async () => {
    const asked = openDesk(() => ({ status: 200, body: detail(false) }));
    await lookUp(' 1024 ');
    expect(asked).toEqual(['/support/desk/rounds/1024']);
    expect(document.querySelector('h3')!.textContent).toBe('European Roulette round #1024');
    expect(described('Player')).toBe(`Jane ${HOSTILE} (jdoe, id 100020)`);
    expect(document.querySelector('img')).toBeNull();
    expect(described('Stake')).toBe('$2.00');
    expect(described('Balance after')).toBe('$22.00');
    expect(described('Server seed')).toBe('Not revealed yet: the player has not rotated this seed pair.');
    expect(described('Nonce')).toBe('5');
    expect(JSON.parse(document.querySelector('pre')!.textContent!)).toEqual({ pocket: 7, color: 'red' });
  });

  it('shows a revealed server seed, says what went wrong, and refuses an id that is no number', async () => {
    const asked = openDesk((url) => (url.endsWith('/7') ? { status: 404, body: { errorMessage: 'There is no round with this id.' } } : { status: 200, body: detail(true) }));
    await lookUp('1024');
    expect(described('Server seed')).toBe('cd'.repeat(32));
    await lookUp('7');
    expect(document.getElementById('round-notice')!.textContent).toBe('There is no round with this id.');
    expect(document.getElementById('round')!.children).toHaveLength(0);
    await lookUp('12abc');
    expect(document.getElementById('round-notice')!.textContent).toBe('Type a round id: a whole number such as 1024.');
    expect(asked).toHaveLength(2);
  });
});
