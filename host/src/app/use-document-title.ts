import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig } from 'shared-api';
import { documentTitle, pageTitleFor } from '../routing/route-rules';

/** Keeps the tab title in step with the route: the page title, then the product name. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pageTitleFor(pathname), getRuntimeConfig().productName);
  }, [pathname]);
}
