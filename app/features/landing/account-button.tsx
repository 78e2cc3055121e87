import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent, MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuthModals } from '../auth';

type AccountButtonProps = ButtonProps & {
  action: 'login' | 'signup';
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLElement>;
};

/**
 * Every "Log in" and "Sign up" on the landing page goes through here. A click opens the accounts
 * feature's modal over the page; the link still points at /login or /signup, so a new-tab click
 * (or a page without scripts) reaches the full page.
 */
export function AccountButton({ action, onClick, ...props }: AccountButtonProps) {
  const open = useAuthModals((s) => s.open);
  return (
    <Button component={Link} to={`/${action}`} {...props} onClick={(e: MouseEvent<HTMLElement>) => {
      onClick?.(e);
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      open(action);
    }} />
  );
}
