import type * as ContractModule from 'shared-contract';
import type { Endpoint, EndpointSchemas } from 'shared-contract';
import type * as ContractRuntime from './contract-runtime';
import { inNextTask } from './in-next-task';

/** The provider contract as a call sees it once loaded: the exports of shared-contract. */
export type Contract = typeof ContractModule;

/**
 * One endpoint of the contract: picked from the loaded contract (`(contract: Contract) => contract.playerEndpoints.balance`),
 * so naming it loads no schema, or the endpoint itself where the contract is at hand already (tests, the provider).
 * Type the picker's parameter: left to inference, TypeScript settles the endpoint's types from the request first.
 */
export type EndpointRef<S extends EndpointSchemas = EndpointSchemas> = Endpoint<S> | ((contract: Contract) => Endpoint<S>);

let loading: Promise<typeof ContractRuntime> | undefined;

/** The contract's schemas and checker, loaded once per page by the first call that needs them. */
export function loadContract(): Promise<typeof ContractRuntime> {
  loading ??= import(/* webpackChunkName: "provider-contract" */ './contract-runtime').then(inNextTask, (error: unknown) => {
    // A chunk that failed to arrive is asked for again by the next call.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Loads the contract ahead of the first call (the host, once the page has settled), so that call does not wait for it. */
export async function preloadContract(): Promise<void> {
  await loadContract();
}

/** The endpoint a reference names. */
export async function endpointOf<S extends EndpointSchemas>(ref: EndpointRef<S>): Promise<Endpoint<S>> {
  return typeof ref === 'function' ? ref((await loadContract()).contract) : ref;
}
