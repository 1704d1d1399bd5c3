import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

/** What the browser's tab and history say on the home page. */
export const HOME_TITLE = 'Trio Rentals: find your next home';

/** A page's title in the browser's tab and history: "Search homes · Trio Rentals". */
export function pageTitle(name: string): string {
  return `${name} · Trio Rentals`;
}

/** What a route puts in its `handle`: its page's document title (pages whose title depends on data set their own). */
export interface TitledRoute {
  documentTitle: string;
}

/** Sets the document title from the deepest route that names one (the app's layout calls it). */
export function useRouteTitle(): void {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as Partial<TitledRoute> | undefined)?.documentTitle)
    .find((candidate) => candidate !== undefined);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** A page whose title depends on its data (a home's name) sets it while it is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
