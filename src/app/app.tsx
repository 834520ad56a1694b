import i18next from 'i18next';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { describePage } from './page-meta.ts';
import { routes } from './routes.tsx';
import { keepUpToDate } from './updates.ts';

const router = createBrowserRouter(routes);
const describeCurrentPage = () => describePage(router.state.location.pathname);
describeCurrentPage();
router.subscribe(describeCurrentPage);
i18next.on('languageChanged', describeCurrentPage);
keepUpToDate(router);

/** Toasts: 4 s for errors and plain ones, 2 s for success, at most 20 at once (spec section 9). */
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

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster position="top-center" toastOptions={toastOptions} containerStyle={{ zIndex: 10000 }} />
      <ToastLimit />
    </>
  );
}
