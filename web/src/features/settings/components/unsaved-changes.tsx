import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';

/** The dialog's words, for a page in another language than the English of the code. */
export type LeaveTexts = { title: string; description: string; stay: string; leave: string };

const ENGLISH: LeaveTexts = {
  title: 'Leave without saving?',
  description: 'You have changes that are not saved yet. They are lost if you leave this page.',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
};

/**
 * While `dirty`, leaving the page in the app asks first, and closing or reloading the tab gets the
 * browser's own warning.
 */
export function UnsavedChangesGuard({ dirty, texts = ENGLISH }: { dirty: boolean; texts?: LeaveTexts }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      title={texts.title}
      role="alertdialog"
      description={texts.description}
    >
      <DialogActions>
        <Button variant="outline" onClick={() => blocker.reset?.()}>
          {texts.stay}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {texts.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
