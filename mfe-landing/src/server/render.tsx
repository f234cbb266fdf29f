// The landing's server half (libs/build/webpack-server-render.cjs): run once at build time, it prerenders the whole
// page — the lazy sections too — into the HTML the backend puts into '/' and the critical CSS that paints it.
import { prerender } from 'react-dom/static';
import themeCss from '@law/ui/src/theme.css';
import landingCss from '../landing.css';
import LandingPage from '../app/landing-page';

const toText = async (prelude: ReadableStream) => new Response(prelude).text();

export async function render(): Promise<{ html: string; css: string }> {
  // Every section in place: past `progressiveChunkSize` React would write late sections separately, revealed by
  // inline scripts that the page's CSP (rightly) blocks.
  const { prelude } = await prerender(<LandingPage />, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const html = await toText(prelude);
  if (html.includes('<template')) throw new Error('the landing prerender still has suspended parts');
  return { html, css: `${String(themeCss)}\n${String(landingCss)}` };
}
