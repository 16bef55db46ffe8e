import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  isBlock?: boolean;
  /** While true the button ignores clicks and shows busyLabel; it stays focusable for screen readers. */
  isBusy?: boolean;
  busyLabel?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  isBlock,
  isBusy,
  busyLabel,
  children,
  className,
  onClick,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, isBlock && 'button--block', className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={classes}
      aria-disabled={isBusy || undefined}
      onClick={(event) => {
        // aria-disabled rather than disabled: a disabled button loses focus mid-submit.
        if (isBusy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {isBusy && busyLabel ? busyLabel : children}
    </button>
  );
}
