import type { ReactNode } from 'react';
import { Modal, ModalTitle } from './modal';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  children: ReactNode;
}

/** A modal panel sliding in from the left: keeps focus inside, closes on Escape and backdrop tap. */
export function Sheet({ open, onClose, label, children }: SheetProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      backdropClassName="bg-black/40"
      className="absolute inset-y-0 left-0 flex w-[84%] max-w-xs animate-slide-in-left flex-col bg-surface shadow-pop"
    >
      <ModalTitle className="sr-only">{label}</ModalTitle>
      {children}
    </Modal>
  );
}
