import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from 'shared-ui';
import { SearchBox } from './search-box';

function Search({ onQuery }: { onQuery: (query: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <ThemeProvider theme={theme}>
      <SearchBox value={query} onChange={(value) => { setQuery(value); onQuery(value); }} />
    </ThemeProvider>
  );
}

describe('the games search box', () => {
  it('keeps what a player typed into the server-rendered field before the page was hydrated, and searches it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Search onQuery={() => undefined} />);
    const field = container.querySelector('input')!;
    field.value = 'bandits';
    const queries: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Search onQuery={(query) => queries.push(query)} />);
    });
    expect(container.querySelector('input')!.value).toBe('bandits');
    expect(queries).toEqual(['bandits']);
  });
});
