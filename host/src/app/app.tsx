import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { ThemeRoot } from 'shared-ui';
import { AppRoutes } from './app-routes';

/** The host application; `location` is given by the prerender, which has no browser history. */
export function App({ location }: { location?: string }) {
  return (
    <ThemeRoot>
      {location === undefined ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      )}
    </ThemeRoot>
  );
}
