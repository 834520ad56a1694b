// A thin progress bar while a route (its code or data) is loading.
import { useNavigation } from 'react-router';

export function RouteProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      className={`route-progress${busy ? ' active' : ''}`}
      role="progressbar"
      aria-hidden={!busy}
      aria-label="Loading page"
    />
  );
}
