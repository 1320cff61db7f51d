// Follows the URL hash to its section on arrival and on every navigation that carries one.
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { scheduleHashScroll } from './section-scroll';

export function useHashNavigation() {
  const location = useRouterState({ select: (s) => ({ hash: s.location.hash, href: s.location.href }) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation to the same hash (another page) scrolls again
  useEffect(() => {
    if (!location.hash) return;
    return scheduleHashScroll(decodeURIComponent(location.hash));
  }, [location.hash, location.href]);
}
