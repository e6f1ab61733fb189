import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui';

/** The 404 page for any path the site does not know. */
export function NotFoundPage() {
  return (
    <PageFrame heading="Page not found">
      <p>Sorry, we could not find that page. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/lobby/games/">browse our games</Link>.
      </p>
    </PageFrame>
  );
}
