import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The title a page takes from its data (an article, a game, a lottery product), over the route's own
 * (`handle.title`). The layout composes the browser tab's title from it (app/document-title.ts).
 */
const usePageTitleStore = create<{ title: string | null }>(() => ({ title: null }));

/** Names the page after its data while it is shown; nothing (`undefined`) leaves the route's title. */
export const usePageTitle = (title: string | null | undefined) => {
  useEffect(() => {
    if (!title) return;
    usePageTitleStore.setState({ title });
    return () => {
      // Only its own: the next page may already have set its title.
      if (usePageTitleStore.getState().title === title) usePageTitleStore.setState({ title: null });
    };
  }, [title]);
};

/** The title the shown page set from its data, if any. */
export const useOwnPageTitle = (): string | null => usePageTitleStore((state) => state.title);
