import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';

/**
 * While `dirty`, leaving the page in the app asks first, and closing or reloading the tab gets the
 * browser's own warning.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
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
      title="Leave without saving?"
      role="alertdialog"
      description="You have changes that are not saved yet. They are lost if you leave this page."
    >
      <DialogActions>
        <Button variant="outline" onClick={() => blocker.reset?.()}>
          Stay on this page
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </DialogActions>
    </Dialog>
  );
}
