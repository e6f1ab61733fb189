import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from 'shared-ui';
import type * as WithdrawTabFile from './withdraw-tab';
import type { WithdrawTabProps } from './withdraw-tab';

type WithdrawTabModule = typeof WithdrawTabFile;

let loaded: WithdrawTabModule | null = null;

/**
 * Fetches the Withdraw tab's chunk: when the tab is about to open (a pointer over it, a focus) or opens.
 * The cashier's first screen does not carry it (decision 022, `pnpm bench --budgets`).
 */
export const loadWithdrawTab = (): Promise<WithdrawTabModule> =>
  import(/* webpackChunkName: "withdraw-tab" */ './withdraw-tab').then((module) => (loaded = module));

const Alert = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

/** The Withdraw tab once its chunk is here; a spinner meanwhile, and a way to try again when it could not be fetched. */
export function LazyWithdrawTab(props: WithdrawTabProps) {
  const [module, setModule] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (module) return undefined;
    let current = true;
    loadWithdrawTab().then(
      (fetched) => current && setModule(fetched),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [module, attempt]);
  if (module) return <module.WithdrawTab {...props} />;
  if (failed) {
    return (
      <Alert role="alert">
        <p>The withdrawals could not be loaded. Please check your connection and try again.</p>
        <Button type="button" $variant="ghost" onClick={() => { setFailed(false); setAttempt(attempt + 1); }}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <Spinner label="Loading withdrawals" />;
}
