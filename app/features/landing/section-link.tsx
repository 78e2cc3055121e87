import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router';
import type { SectionId } from './landing-sections';

type SectionLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  to: SectionId;
  /** Runs before the jump, e.g. to close the phone menu. */
  onNavigate?: () => void;
};

/**
 * An in-page anchor that goes through the router. A plain `href="#x"` makes a history entry the
 * router did not create, and its scroll restoration would then put the page back where it was.
 * The router scrolls to the section; focus follows so keyboard and screen reader users land in it.
 */
export function SectionLink({ to, onNavigate, onClick, ...rest }: SectionLinkProps) {
  return (
    <Link {...rest} to={{ hash: to }}
      onClick={(e) => {
        onClick?.(e);
        onNavigate?.();
        requestAnimationFrame(() => document.getElementById(to)?.focus({ preventScroll: true }));
      }} />
  );
}
