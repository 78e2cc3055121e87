import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * The session ends outside React (a second 401 in the API client, another tab signing out), yet
 * must move the keeper to `/`. The root layout lends its router here through `useSessionNavigation`.
 */
let navigate: ((to: string) => void) | null = null;

export function navigateAfterSession(to: string): void {
  navigate?.(to);
}

export function useSessionNavigation(): void {
  const nav = useNavigate();
  useEffect(() => {
    navigate = (to) => void nav(to, { replace: true });
    return () => {
      navigate = null;
    };
  }, [nav]);
}
