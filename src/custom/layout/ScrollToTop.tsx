import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** On navigation the page scrolls to the top (spec section 2). Filters and paging keep their place. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
