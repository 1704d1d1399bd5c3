import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { MessageId } from '../i18n/message-ids';
import { useText } from '../i18n/use-text';

/** A page's title in the browser's tab and history: "Search homes · Trio Rentals". */
export function pageTitle(name: string): string {
  return `${name} · Trio Rentals`;
}

/** What a route puts in its `handle`: its page's document title (pages whose title depends on data set their own). */
export interface TitledRoute {
  documentTitle: MessageId;
}

/** A route's handle naming its title: `handle: titled('shell.title.search')`. */
export const titled = (documentTitle: MessageId): TitledRoute => ({ documentTitle });

/** Sets the document title from the deepest route that names one (the app's layout calls it). */
export function useRouteTitle(): void {
  const t = useText();
  const matches = useMatches();
  const titleId = [...matches]
    .reverse()
    .map((match) => (match.handle as Partial<TitledRoute> | undefined)?.documentTitle)
    .find((candidate) => candidate !== undefined);
  const text = titleId ? t(titleId) : undefined;
  useEffect(() => {
    if (text) document.title = text;
  }, [text]);
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
