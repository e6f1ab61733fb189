import { Button, Spinner } from 'shared-ui';
import { FormAlert } from '../fields/field-styles';
import type { Loaded } from './use-provider-load';

/** While the state loads a spinner; a failed load its text and Try again. */
export function LoadState({ load, retry, what }: { load: Loaded<unknown>; retry: () => void; what: string }) {
  if (load.status === 'loading') return <Spinner label={`Loading your ${what}`} />;
  if (load.status === 'ready') return null;
  return (
    <FormAlert role="alert">
      <p>{load.message}</p>
      <Button type="button" $variant="ghost" onClick={retry}>Try again</Button>
    </FormAlert>
  );
}
