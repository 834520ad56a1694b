import i18next from 'i18next';
import { useEffect, useRef } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { describePage } from './page-meta.ts';
import { routes } from './routes.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/** The app's router and its page descriptions: made by the entry at start, in a task of its own
 * (matching the first URL against every route is some of the start's heaviest work). */
export function createAppRouter(): Router {
  const router = createBrowserRouter(routes);
  const describeCurrentPage = () => describePage(router.state.location.pathname);
  describeCurrentPage();
  router.subscribe(describeCurrentPage);
  i18next.on('languageChanged', describeCurrentPage);
  return router;
}

/** Toasts: 4 s for errors and plain ones, 2 s for success, at most 20 at once (docs/product.md). */
export const toastOptions = { duration: 4000, success: { duration: 2000 }, error: { duration: 4000 } };
export const toastLimit = 20;

/** react-hot-toast has no cap of its own: dismiss the oldest visible toasts beyond the limit. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(toastLimit) // newest first
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}

/** A toast shown on a page leaves with the page. One raised as the player is sent elsewhere (a
 * guard's "please log in", "logged in") was raised for the next page, and stays. */
const raisedForTheNextPage = 500; // ms before the navigation began

function ToastsLeaveWithThePage({ router }: { router: Router }) {
  const { toasts } = useToasterStore();
  const shown = useRef(toasts);
  shown.current = toasts;
  useEffect(() => {
    let path = router.state.location.pathname;
    let leftAt: number | null = null;
    return router.subscribe((state) => {
      if (state.navigation.state !== 'idle') leftAt ??= Date.now();
      if (state.location.pathname !== path) {
        path = state.location.pathname;
        const before = (leftAt ?? Date.now()) - raisedForTheNextPage;
        for (const t of shown.current) if (t.visible && t.createdAt < before) toast.dismiss(t.id);
      }
      if (state.navigation.state === 'idle') leftAt = null;
    });
  }, [router]);
  return null;
}

export function App({ router }: { router: Router }) {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster position="top-center" toastOptions={toastOptions} containerStyle={{ zIndex: 10000 }} />
      <ToastLimit />
      <ToastsLeaveWithThePage router={router} />
    </>
  );
}
