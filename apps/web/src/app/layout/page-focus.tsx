// Where keyboard and screen-reader users land (WCAG 2.4.1, 2.4.3): a skip link as the first Tab stop, and the
// new screen's heading after every move to another screen.
import Link from '@mui/material/Link';
import { useEffect, useRef, type RefObject } from 'react';
import { NavigationType, useNavigationType } from 'react-router';

/** Focuses an element that is not in the Tab order (a heading, the main region). */
function focusOutOfTabOrder(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <Link
      href="#main-content"
      onClick={(event) => {
        // Focus moves by hand: a '#' in the address would be a navigation to the router.
        event.preventDefault();
        if (target.current) focusOutOfTabOrder(target.current);
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 500,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      Skip to main content
    </Link>
  );
}

/**
 * Moves focus to the screen's h1 each time the path changes, and on arriving from another page of the app (after
 * signing in, say); a page opened from the address bar keeps focus at its start, where the skip link is. A
 * screen whose heading comes later (its code still loading) is watched until it has one.
 */
export function useHeadingFocusOnNavigation(pathname: string): RefObject<HTMLElement | null> {
  const mainRef = useRef<HTMLElement>(null);
  const navigationType = useNavigationType();
  const focusedPath = useRef(navigationType === NavigationType.Pop ? pathname : null);

  useEffect(() => {
    const main = mainRef.current;
    if (!main || focusedPath.current === pathname) return;
    focusedPath.current = pathname;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading) focusOutOfTabOrder(heading);
      return heading !== null;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);

  return mainRef;
}
