import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new page starts at its top, as a full page load would. */
export function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
