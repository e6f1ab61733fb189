/**
 * @jest-environment jsdom
 */
import { PAYMENTS_SCRIPT, PAYMENTS_SECTION } from './payments-desk-page';

/** Text a player chose, as a page would run it if it were put in as HTML. */
const HOSTILE = '<img src=x onerror="window.hacked=1">';

const queue = {
  documents: [{
    id: 7, player_id: 100020, login: 'jdoe', file_name: `${HOSTILE}.png`, kind: 'png', size_bytes: 2048, uploaded_at: '2026-11-28T10:00:00.000Z',
    legal_name: `Jane ${HOSTILE}`, birth_date: '1990-01-15', address: '1 Main Street, Las Vegas, NV, 89101', url: '/support/desk/payments/documents/7',
  }],
  withdrawals: [{
    id: 3, player_id: 100020, login: 'jdoe', amount: 1250.5, method: 'bitcoin', destination: HOSTILE, status: 'requested', requested_at: '2026-11-28T10:05:00.000Z',
  }],
};

type Sent = { url: string; init?: RequestInit };

function openDesk(answers: (sent: Sent) => unknown = () => queue) {
  const sent: Sent[] = [];
  const fetchStub = jest.fn(async (url: string, init?: RequestInit) => {
    sent.push({ url, ...(init ? { init } : {}) });
    return { status: 200, json: async () => answers({ url, ...(init ? { init } : {}) }) };
  });
  Object.assign(window, { fetch: fetchStub });
  document.body.innerHTML = PAYMENTS_SECTION;
  new Function(PAYMENTS_SCRIPT)();
  return sent;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const buttonNamed = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((button) => button.textContent === name)!;
const itemHeaded = (heading: string) => [...document.querySelectorAll('li.item')].find((item) => item.querySelector('h4')?.textContent === heading)!;

describe('the desk\'s Payments queue page', () => {
  beforeEach(() => jest.useRealTimers());

  it('shows what players chose as text, never as HTML', async () => {
    openDesk();
    await settle();
    const photo = itemHeaded('Photo ID of jdoe');
    expect(photo.textContent).toContain(`Jane ${HOSTILE}`);
    expect(photo.textContent).toContain(`${HOSTILE}.png (PNG, 2 KB)`);
    const picture = photo.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/support/desk/payments/documents/7');
    expect(picture.getAttribute('alt')).toBe('Photo ID sent by jdoe');
    expect(itemHeaded('$1,250.50 for jdoe').textContent).toContain(`Bitcoin to ${HOSTILE}`);
    // No element came from the players' text.
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('sends an approval as JSON and says what the provider answered', async () => {
    const sent = openDesk(({ init }) => (init?.method === 'POST' ? { message: 'Approved the withdrawal of $1,250.50.' } : queue));
    await settle();
    buttonNamed('Approve', itemHeaded('$1,250.50 for jdoe')).click();
    await settle();
    const post = sent.find((request) => request.init?.method === 'POST')!;
    expect(post.url).toBe('/support/desk/payments/withdrawals/3');
    expect(post.init?.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(String(post.init?.body))).toEqual({ decision: 'approve' });
    expect(document.getElementById('payments-notice')?.getAttribute('role')).toBe('status');
    expect(document.getElementById('payments-notice')?.textContent).toBe('Approved the withdrawal of $1,250.50.');
  });

  it('asks for a reason before a rejection, then sends it', async () => {
    const sent = openDesk(({ init }) => (init?.method === 'POST' ? { message: 'Rejected: jdoe reads your reason.' } : queue));
    await settle();
    const photo = itemHeaded('Photo ID of jdoe');
    buttonNamed('Reject', photo).click();
    expect(document.getElementById('payments-notice')?.textContent).toBe('Give the player a reason for the rejection first.');
    expect(sent.filter((request) => request.init?.method === 'POST')).toHaveLength(0);
    // The reason field is named by its label.
    const reason = photo.querySelector('input')!;
    expect(document.querySelector(`label[for="${reason.id}"]`)?.textContent).toBe('Reason for rejecting the photo ID of jdoe');
    reason.value = 'The photo is blurred.';
    buttonNamed('Reject', photo).click();
    await settle();
    const post = sent.find((request) => request.init?.method === 'POST')!;
    expect(post.url).toBe('/support/desk/payments/documents/7');
    expect(JSON.parse(String(post.init?.body))).toEqual({ decision: 'reject', reason: 'The photo is blurred.' });
  });
});
