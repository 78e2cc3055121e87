import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

type AccountButtonProps = ButtonProps & {
  action: 'login' | 'signup';
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLElement>;
};

/**
 * Every "Log in" and "Sign up" on the landing page goes through here, so switching them from
 * the /login and /signup pages to the accounts feature's modals is a change to this file only.
 */
export function AccountButton({ action, ...props }: AccountButtonProps) {
  return <Button component={Link} to={`/${action}`} {...props} />;
}
