import { getProviderClient } from 'shared-api';
import { isLoginAnswer, type LoginAnswer } from './login';

/** GET /937/accounts/quick?userhash= → a new session for an opted-in player's email link. */
export async function fetchQuickAccount(userhash: string): Promise<LoginAnswer> {
  const { data } = await getProviderClient().get<unknown>('/937/accounts/quick', { params: { userhash } });
  if (!isLoginAnswer(data)) throw new Error('The quick link answer has no session');
  return data;
}
