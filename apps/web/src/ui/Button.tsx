// Buttons and button-looking links in Kubik's three weights, and the red one for what cannot be undone.
import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from './routing.tsx';

export type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

function classes(variant: Variant, extra?: string): string {
  return ['button', `button--${variant}`, extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={classes(variant, className)} {...rest} />;
}

export function ButtonLink({ variant = 'primary', className, ...rest }: LinkProps & { variant?: Variant }) {
  return <Link className={classes(variant, className)} {...rest} />;
}
