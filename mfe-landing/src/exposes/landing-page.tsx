// The landing for client rendering ('/' without server HTML, the standalone dev server): the page with its CSS.
// Over server HTML the CSS is already inlined in the page, so ./Hydrate takes the page without it.
import '../landing.css';

export { default } from '../app/landing-page';
