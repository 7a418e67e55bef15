import { createContext, useContext, useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

const Children = createContext<ReactNode>(null);
const RenderChildren = () => <>{useContext(Children)}</>;

/**
 * A drop-in for <BrowserRouter> that is a data router: react-admin's warnWhenUnsavedChanges needs react-router's
 * blocker, which only a data router provides (inside <BrowserRouter> react-admin silently turns the warning off).
 * The one route renders the current children through context, so the router is created once yet the tree inside
 * it still updates with its parent; <Admin> finds this router and adds none of its own.
 */
export function DataRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <RenderChildren /> }]));
  return (
    <Children.Provider value={children}>
      <RouterProvider router={router} />
    </Children.Provider>
  );
}
