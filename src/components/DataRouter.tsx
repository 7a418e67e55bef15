import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { HOVER_INTENT_MS, isPrimaryPress, isTouch } from './intent.ts';

const Children = createContext<ReactNode>(null);
const RenderChildren = () => <>{useContext(Children)}</>;

/**
 * A drop-in for <BrowserRouter> that is a data router: react-admin's warnWhenUnsavedChanges needs react-router's
 * blocker, which only a data router provides (inside <BrowserRouter> react-admin silently turns the warning off).
 * The one route renders the current children through context, so the router is created once yet the tree inside
 * it still updates with its parent; <Admin> finds this router and adds none of its own.
 *
 * `onNavigate` hears every move to another screen (a link, the menu, a redirect after a save, back and forward)
 * as the router makes it, before the new screen renders: the portal asks for the screen's code and its first read
 * there (src/boot/preload.ts), whatever started the move. A move a blocker holds back is not one, and neither is a
 * screen writing its own state into the address (the documents list's tab, sort and page): that must not ask
 * again for a collection it already shows.
 *
 * A press on a link to another screen (pointerdown of a mouse or pen, the primary button, no modifier) is heard too:
 * a click only fires on release, about 100 ms later for a person, and the next screen's code and rows can be on
 * their way by then (preloading is idempotent: the move itself asks again and finds them coming). A press that turns
 * into no move (dragged away, or held back by the unsaved-changes warning) has only fetched what a later visit uses.
 * A mouse or pen pointer resting on such a link (intent.ts: HOVER_INTENT_MS) starts them sooner still: a person's
 * pointer rests on a menu item a few hundred milliseconds before the press.
 */
export function DataRouter({ children, onNavigate }: { children: ReactNode; onNavigate?: (to: string) => void }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <RenderChildren /> }]));
  useEffect(() => {
    if (!onNavigate) return undefined;
    let at = router.state.location.pathname;
    return router.subscribe(({ location }) => {
      if (location.pathname === at) return;
      at = location.pathname;
      onNavigate(location.pathname + location.search);
    });
  }, [router, onNavigate]);
  useEffect(() => {
    if (!onNavigate) return undefined;
    /** The in-portal link to another screen at `target`, if any (not a new tab, a download or another site). */
    const screenLink = (target: EventTarget | null) => {
      const link = target instanceof Element ? target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
      return link.pathname === router.state.location.pathname ? undefined : link;
    };
    const go = (link: HTMLAnchorElement) => onNavigate(link.pathname + link.search);
    let resting: { link: HTMLAnchorElement; timer: number } | undefined;
    const stopResting = () => {
      if (resting) window.clearTimeout(resting.timer);
      resting = undefined;
    };
    const onPress = (e: PointerEvent) => {
      stopResting();
      // a touch may turn into a scroll of the menu; a press with a modifier opens the link elsewhere
      if (!isPrimaryPress(e) || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      const link = screenLink(e.target);
      if (link) go(link);
    };
    const onOver = (e: PointerEvent) => {
      if (isTouch(e)) return;
      const link = screenLink(e.target);
      if (!link || resting?.link === link) return;
      stopResting();
      const timer = window.setTimeout(() => {
        resting = undefined;
        if (screenLink(link)) go(link); // still another screen (the press may have moved there already)
      }, HOVER_INTENT_MS);
      resting = { link, timer };
    };
    const onOut = (e: PointerEvent) => {
      // moving onto the link's own icon or label is still resting on it
      if (resting && !(e.relatedTarget instanceof Node && resting.link.contains(e.relatedTarget))) stopResting();
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('pointerover', onOver, true);
    document.addEventListener('pointerout', onOut, true);
    return () => {
      stopResting();
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('pointerover', onOver, true);
      document.removeEventListener('pointerout', onOut, true);
    };
  }, [router, onNavigate]);
  return (
    <Children.Provider value={children}>
      {/* a move replaces the screen at once: as a transition, the screen being left stayed up while the next one
          loaded and rendered, and what a person typed into its search box (the dashboard's and All services' boxes
          read alike) was lost when the next screen came */}
      <RouterProvider router={router} useTransitions={false} />
    </Children.Provider>
  );
}
