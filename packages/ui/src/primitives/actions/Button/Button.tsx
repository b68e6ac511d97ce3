import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { ProvidedLink, type LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonLookProps {
  /** Primary for the one main action of a view; secondary for others; ghost for low emphasis. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container (mobile forms, stacked actions). */
  fullWidth?: boolean;
  /** An icon before the label, in reading order (it mirrors in right-to-left). */
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children: ReactNode;
}

export interface ButtonProps
  extends ButtonLookProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /**
   * The action is under way: announced with `aria-busy`, shown with a
   * spinner, and further presses are ignored while the button keeps focus.
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  iconStart,
  iconEnd,
  children,
  className,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Not `disabled`: that would drop focus and hide the button from the tab order mid-action.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={clsx(styles.button({ variant, size, fullWidth, busy }), className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || props['aria-disabled'] || undefined}
      data-variant={variant ?? 'primary'}
      onClick={handleClick}
      {...props}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : iconStart}
      {children}
      {iconEnd}
    </button>
  );
}

export interface ButtonLinkProps extends ButtonLookProps, Omit<LinkComponentProps, 'children'> {}

/** A link that looks like a button: for navigation ('Partner With Us'), never for actions. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  children,
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <ProvidedLink
      className={clsx(styles.button({ variant, size, fullWidth }), className)}
      data-variant={variant ?? 'primary'}
      {...props}
    >
      {iconStart}
      {children}
      {iconEnd}
    </ProvidedLink>
  );
}
