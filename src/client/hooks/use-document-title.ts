import { useEffect } from 'react';

/** Sets the tab title for a page (the server already sent it for the first page load). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
