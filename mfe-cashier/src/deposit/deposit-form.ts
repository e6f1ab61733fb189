import type { CashierData } from 'shared-contract';

/** How a deposit is paid; the sandbox cashier opens with this method chosen. */
export type DepositMethod = 'card' | 'bitcoin';

/** Where the cashier sends the player back (RedirectURL): the /cashier/ page in its landing mode. */
export const RETURN_PATH = '/cashier/?deposit=return';

/** Name of the cashier tab: every deposit reuses it, so a second click never stacks tabs. */
export const CASHIER_WINDOW = 'casino-cashier';

/** The deposit form POST: where it goes and its hidden fields (SPEC §7 Cashier). */
export interface DepositForm {
  action: string;
  fields: Readonly<Record<string, string>>;
}

/** The hidden fields of SPEC §7 from the cashier call's answer, posted to the configured cashier URL. */
export function depositFormOf(
  data: CashierData,
  options: { cashierUrl: string; siteOrigin: string; method: DepositMethod },
): DepositForm {
  const action = new URL(options.cashierUrl);
  if (options.method !== 'card') action.searchParams.set('method', options.method);
  return {
    action: action.toString(),
    fields: {
      RTGLogin: data.login,
      RTG_PID: String(data.player_id),
      HashedPassword: data.hashed_password,
      Lang: data.lang,
      CasinoID: String(data.casino_id),
      Sportsbook: String(data.sportsbook),
      SkinID: String(data.sign_up_skin),
      RedirectURL: `${options.siteOrigin}${RETURN_PATH}`,
      SessionID: data.session_id,
    },
  };
}

/** Posts the form into the named tab; the form lives in the page only for the moment of submitting. */
export function submitDepositForm(form: DepositForm, target: string): void {
  const element = document.createElement('form');
  element.method = 'post';
  element.action = form.action;
  element.target = target;
  element.hidden = true;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  try {
    element.submit();
  } finally {
    element.remove();
  }
}
