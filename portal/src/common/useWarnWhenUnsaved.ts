import { useEffect } from 'react';
import { useBlocker } from 'react-admin';

/**
 * Asks `question` before a page with unsaved changes is left: for a link within the portal (react-admin's
 * router blocker, which needs the data router of App.tsx) and, in the browser's own words, for a reload or a
 * closed tab. react-admin's `warnWhenUnsavedChanges` does the same for its react-hook-form forms.
 */
export function useWarnWhenUnsaved(unsaved: boolean, question: string): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when this is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
