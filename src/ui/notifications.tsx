import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useAtomValue } from '../lib/store.ts';
import { dismissNotification, notificationsAtom } from './notifications.atoms.ts';
import type { NotificationType } from './notifications.atoms.ts';
import './notifications.css';

const TITLES: Record<Exclude<NotificationType, 'custom'>, MessageDescriptor> = {
  information: msg`Information`,
  success: msg`Success`,
  error: msg`Error`,
  warning: msg`Warning`,
};

// A symbol as well as a colour, so the kind never depends on colour alone.
const SYMBOLS: Record<NotificationType, string> = {
  information: 'i',
  success: '✓',
  error: '!',
  warning: '!',
  custom: '•',
};

export function Notifications() {
  const { _ } = useLingui();
  const notifications = useAtomValue(notificationsAtom);
  return (
    <section className="notifications" aria-label={_(msg`Notifications`)} aria-live="polite">
      {notifications.map((n) => {
        const title = n.title ?? (n.type === 'custom' ? undefined : _(TITLES[n.type]));
        const classes = ['notification', `notification--${n.type}`, n.type === 'custom' ? n.cssClasses : undefined];
        return (
          <div key={n.id} className={classes.filter(Boolean).join(' ')} role="status">
            <span className="notification__icon" aria-hidden="true">
              {n.type === 'custom' && n.icon ? n.icon : SYMBOLS[n.type]}
            </span>
            <div className="notification__text">
              {title && <p className="notification__title">{title}</p>}
              <div className="notification__body">{n.body}</div>
            </div>
            <button
              type="button"
              className="notification__close"
              aria-label={_(msg`Close notification`)}
              onClick={() => dismissNotification(n.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        );
      })}
    </section>
  );
}
