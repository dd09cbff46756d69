import { type AnchorHTMLAttributes, createContext, type ElementType, type Ref, useContext } from 'react';

/** Where the web app lives; the router's basename. */
export const BASENAME = '/portal';

type DocumentLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link that loads the page (the login page's own entry has no router). */
function DocumentLink({ to, ...props }: DocumentLinkProps) {
  return <a href={BASENAME + to} {...props} />;
}

/**
 * The link component for a path of the app (`to`, without the basename): the router's Link in the
 * signed-in app (AppProviders puts it here), a plain link on the login page's own entry.
 */
export const AppLinkContext = createContext<ElementType>(DocumentLink);

export const useAppLink = () => useContext(AppLinkContext);
