// A signed-in player for the bench's pages: a new player signed up at the provider, and the session the host keeps.

/** The session as the host stores it in local storage after a login (`casino.session`). */
export interface BenchSession {
  login: string;
  pid: number;
  sessionID: string;
  token: string;
  timeStamp: number;
  firstName: string;
}

/** Signs a new player up at the provider (sandbox captcha) and returns the session the host stores. */
export async function newPlayerSession(providerUrl: string): Promise<BenchSession> {
  const login = `bench${Date.now().toString(36)}`;
  const password = 'Secret123';
  const headers = { 'content-type': 'application/json', 'x-captcha-token': 'test-bypass' };
  const signup = await fetch(`${providerUrl}/937/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: `${login}@example.com`, password, first_name: 'Bench', last_name: 'Player', birth_date: '1990-01-15', login, client_id: 6, skin_id: 1 }),
  });
  if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const answer = await fetch(`${providerUrl}/937/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ login, password, skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 }),
  });
  if (!answer.ok) throw new Error(`login: ${answer.status} ${await answer.text()}`);
  const body = (await answer.json()) as { pid: number; login: string; sessionToken: string; rtgSession: { session_id: string } };
  return { login: body.login, pid: body.pid, sessionID: body.rtgSession.session_id, token: body.sessionToken, timeStamp: Date.now(), firstName: 'Bench' };
}

