import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  children: ReactNode;
}

/** A modal panel sliding in from the left: keeps focus inside, closes on Escape and backdrop tap. */
export function Sheet({ open, onClose, label, children }: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModal(open, panelRef, onClose);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50">
      <button
        type="button"
        tabIndex={-1}
        aria-label="Close menu"
        onClick={onClose}
        className="absolute inset-0 animate-fade-in bg-black/40 backdrop-blur-[2px]"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className="absolute inset-y-0 left-0 flex w-[84%] max-w-xs animate-slide-in-left flex-col bg-surface shadow-pop outline-none"
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
