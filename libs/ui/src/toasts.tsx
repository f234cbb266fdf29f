// The one toast container of every page (spec: top-right, 4 seconds, closable, pause on hover), so the shell, the
// landing's chat mount and each remote's standalone page show toasts alike.
//
// Light on purpose: no progress bar and a short fade instead of react-toastify's bounce and height collapse. The bar
// and the bounce repaint the screen on every frame for the toast's four seconds; on '/' the "connected" toast comes
// while the page is still loading, and those frames took the phone's CPU from the page (measured with
// `node bench/landing/trace.mjs --simulate`: the compositor's CPU after first paint halved without the bar).
import { ToastContainer, cssTransition } from 'react-toastify';
import { TOAST_MS } from '@law/contracts';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

const Fade = cssTransition({ enter: 'law-toast-in', exit: 'law-toast-out', collapse: false });

export function AppToasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_MS} closeButton pauseOnHover newestOnTop hideProgressBar transition={Fade} />;
}
