/**
 * The readable-text extractor that runs inside a worker thread (jsdom parsing of a multi-megabyte page is
 * CPU-bound and would block every other request). Kept as CommonJS source so the same worker runs from the
 * compiled backend and from the TypeScript tests; module paths arrive through workerData.
 */
export const EXTRACT_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { JSDOM, VirtualConsole } = require(workerData.jsdom);
const { Readability } = require(workerData.readability);

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'OBJECT', 'CANVAS', 'BUTTON', 'SELECT', 'INPUT', 'TEXTAREA']);
const CHROME = 'script, style, noscript, template, nav, header, footer, aside, form, iframe, svg, menu, [role=navigation], [role=banner], [role=contentinfo], [aria-hidden=true]';
const BLOCK = new Set(['ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'DD', 'DIV', 'DL', 'DT', 'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TBODY', 'TD', 'TH', 'THEAD', 'TR', 'UL', 'CAPTION']);

function blockText(root) {
  const lines = [];
  let current = '';
  const flush = () => {
    const t = current.replace(/[\s\u00a0]+/g, ' ').trim();
    if (t) lines.push(t);
    current = '';
  };
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) current += child.nodeValue;
      else if (child.nodeType === 1) {
        const tag = child.tagName.toUpperCase();
        if (SKIP.has(tag)) continue;
        if (tag === 'BR') { flush(); continue; }
        const block = BLOCK.has(tag);
        if (block) flush();
        walk(child);
        if (block) flush();
      }
    }
  };
  walk(root);
  flush();
  return lines.join('\n');
}

parentPort.on('message', ({ id, html, url }) => {
  let dom;
  try {
    dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
    const doc = dom.window.document;
    let text = '';
    let title = doc.title || '';
    const article = new Readability(doc.cloneNode(true), { charThreshold: 300 }).parse();
    if (article && article.content) {
      text = blockText(JSDOM.fragment(article.content));
      if (article.title) title = article.title;
    }
    if (text.length < 200 && doc.body) {
      for (const el of doc.body.querySelectorAll(CHROME)) el.remove();
      const fallback = blockText(doc.body);
      if (fallback.length > text.length) text = fallback;
    }
    parentPort.postMessage({ id, text, title: title.replace(/\s+/g, ' ').trim() });
  } catch (e) {
    parentPort.postMessage({ id, error: String((e && e.message) || e) });
  } finally {
    if (dom) dom.window.close();
  }
});
`;
