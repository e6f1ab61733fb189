import { SANDBOX_CASHIER_PATH } from 'shared-contract';

/** The `/config.json` of a local site whose provider listens at `providerUrl`: deposits go to its sandbox cashier. */
export function siteRuntimeConfig(providerUrl: string) {
  return {
    providerApiUrl: providerUrl,
    cashierUrl: `${providerUrl}${SANDBOX_CASHIER_PATH}`,
    gameClientUrl: `${providerUrl}/games/client`,
    productName: 'Golden Crown Casino',
    casinoId: 937,
    skinId: 1,
    currency: 'USD',
  };
}
