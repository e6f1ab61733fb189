import { BrowserRouter } from 'react-router-dom';
import { ThemeRoot } from 'shared-ui';
import { AppRoutes } from './app-routes';

/** The host application. */
export function App() {
  return (
    <ThemeRoot>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeRoot>
  );
}
