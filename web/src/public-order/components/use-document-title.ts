import { useEffect } from 'react';

/** The customer's tab shows their order and shop, not Petal's back-office title. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
