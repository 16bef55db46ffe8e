/**
 * A disclosure that opens a list of links or buttons. Not an ARIA menu on purpose: a plain list
 * behind a button with aria-expanded needs no arrow-key contract and reads well everywhere.
 * Closes on an outside click, on Escape (focus returns to the button) and after choosing an item.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import './dropdown.css';

export interface DropdownProps {
  /** What the button shows. */
  label: ReactNode;
  /** Accessible name when the label is only an icon. */
  ariaLabel?: string;
  /** The items: `<li>` elements holding one link or button each. */
  children: ReactNode;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
}

export function Dropdown({ label, ariaLabel, children, align = 'start', className, buttonClassName }: DropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    }
    function onClick(event: MouseEvent) {
      const target = event.target as HTMLElement;
      if (panelRef.current?.contains(target) && target.closest('a, button')) setIsOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [isOpen]);

  function closeWhenFocusLeaves(event: FocusEvent) {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setIsOpen(false);
  }

  return (
    <div ref={rootRef} className={['dropdown', className].filter(Boolean).join(' ')} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        className={['dropdown__button', buttonClassName].filter(Boolean).join(' ')}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setIsOpen((open) => !open)}
      >
        {label}
        <span className="dropdown__caret" aria-hidden="true" />
      </button>
      <ul id={panelId} className={`dropdown__panel dropdown__panel--${align}`} ref={panelRef} hidden={!isOpen}>
        {children}
      </ul>
    </div>
  );
}
