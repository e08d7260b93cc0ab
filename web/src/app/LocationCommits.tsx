import { useEffect } from 'react';
import { useLocation } from '../lib/router';
import { registerCommitReporter, reportCommittedLocation } from '../lib/navigation';

/** Tells lib/navigation which page React has actually shown (see navigateTo). */
export function LocationCommits() {
  const location = useLocation();
  useEffect(() => registerCommitReporter(), []);
  useEffect(() => {
    reportCommittedLocation(location.pathname);
  }, [location]);
  return null;
}
