import { expect, test } from '../fixtures';
import { newPlayer } from '../pages/onboarding-modal';
import { PROVIDER_URL } from '../provider-sandbox';

const EXCLUDED_REFUSAL = /^Your account is self-excluded until .+ ET\.$/;

test.describe('a self-exclusion covers the person', () => {
  test('a self-excluded player signing up again, with a plus-address or a new e-mail, is refused with the exclusion’s end', async ({ request, onboarding }) => {
    const person = newPlayer('excluded');
    const signup = await request.post(`${PROVIDER_URL}/937/signup`, {
      headers: { 'X-Captcha-Token': 'test-bypass' },
      data: {
        email: person.email, password: person.password, first_name: person.firstName, last_name: person.lastName,
        birth_date: `${person.birthDate.year}-${person.birthDate.month}-${person.birthDate.day}`, login: person.username, client_id: 6, skin_id: 1,
      },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const { pid, sessionToken } = (await signup.json()) as { pid: number; sessionToken: string };
    const excluded = await request.post(`${PROVIDER_URL}/937/players/${pid}/safer-gambling/self-exclusion`, {
      headers: { 'X-Session-Token': sessionToken }, data: { duration: '6m', confirmation: 'EXCLUDE ME' },
    });
    expect(excluded.status()).toBe(200);
    const { message } = (await excluded.json()) as { message: string };
    expect(message).toMatch(EXCLUDED_REFUSAL);

    const [local, domain] = person.email.split('@') as [string, string];
    const attempts = [
      { ...newPlayer('plus'), email: `${local}+2@${domain}` },
      { ...newPlayer('fresh'), firstName: person.firstName, lastName: person.lastName, birthDate: person.birthDate },
    ];
    for (const attempt of attempts) {
      await onboarding.open('signup');
      await onboarding.signUp(attempt);
      await expect(onboarding.message(message)).toBeVisible({ timeout: 20_000 });
      await onboarding.closeButton.click();
    }
  });
});
