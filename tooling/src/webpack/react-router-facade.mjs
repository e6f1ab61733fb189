// What the apps use of React Router, shared as the 'react-router-dom' singleton. A shared module is
// bundled whole (any remote may ask for any export), so sharing the package itself would ship all
// of React Router, data routers and server helpers included; sharing this list lets webpack keep
// only these. An app that needs another export adds it here (the build warns when one is missing).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
