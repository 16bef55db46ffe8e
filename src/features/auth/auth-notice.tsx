import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import './auth-notice.css';

export interface AuthNoticeProps {
  tone: 'success' | 'error' | 'info';
  title: ReactNode;
  children?: ReactNode;
}

const ICONS = { success: '✓', error: '!', info: 'i' } as const;

/** An outcome panel (reset link sent, password changed, link expired); it takes focus so it is read out. */
export function AuthNotice({ tone, title, children }: AuthNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`auth-notice auth-notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className="auth-notice__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="auth-notice__body">
        <h2 className="auth-notice__title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
