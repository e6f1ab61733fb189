import { ONBOARDING_STATES, type EventCatalogue, type OnboardingState } from 'shared-events';

/** A bus command read from the URL. */
export type QueryCommand = {
  [Name in keyof EventCatalogue]: { name: Name; payload: EventCatalogue[Name] };
}[keyof EventCatalogue];

const isOnboardingState = (value: string | null): value is OnboardingState =>
  value !== null && (ONBOARDING_STATES as ReadonlyArray<string>).includes(value);

/** The bus commands the query parameters of SPEC §2 ask for, in the order they should run. */
export function commandsForQuery(search: URLSearchParams): QueryCommand[] {
  const commands: QueryCommand[] = [];
  const params = Object.fromEntries(search.entries());
  const action = search.get('action');
  const state = search.get('state');

  if (action === 'show' && isOnboardingState(state)) {
    commands.push({ name: 'onboarding.open', payload: { state, params } });
  } else if (search.has('pid') && search.has('token')) {
    commands.push({ name: 'onboarding.open', payload: { state: 'passwordreset', params } });
  }
  if (search.has('showchat') || action === 'showchat') {
    commands.push({ name: 'chat.open', payload: {} });
  }
  // The link of a marketing email: `?unsubscribe=<userHash>` (README, "Query parameters").
  const unsubscribe = search.get('unsubscribe')?.trim();
  if (unsubscribe) commands.push({ name: 'email.optout.open', payload: { userHash: unsubscribe } });
  const promo = search.get('promo')?.trim();
  if (promo) commands.push({ name: 'promotion.focus', payload: { couponCode: promo.toUpperCase() } });
  return commands;
}
