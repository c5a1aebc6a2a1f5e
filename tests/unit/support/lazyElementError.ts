import { configure, getConfig, prettyDOM } from '@testing-library/react';

/**
 * Testing Library pretty-prints the whole DOM into the error of every failed attempt of a `findBy…`
 * (each retry after each DOM change), though only the last error is ever shown: a tenth of a
 * whole-app test's time. This keeps the same message, DOM included, but takes the DOM as HTML at
 * the moment of failure (cheap) and pretty-prints it only when the message is read.
 */
export function installLazyElementError(): void {
  configure({
    getElementError(message, container) {
      const node = container as Node | null;
      const root = node instanceof Document ? node.documentElement : node;
      const html = root instanceof Element ? root.outerHTML : '';
      const tag = root instanceof Element ? root.tagName : '';
      let text: string | undefined;
      const error = new Error();
      error.name = 'TestingLibraryElementError';
      Object.defineProperty(error, 'message', {
        configurable: true,
        enumerable: false,
        get() {
          if (text === undefined) {
            const dom = `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(parse(html, tag))}`;
            text = [message, dom].filter(Boolean).join('\n\n');
          }
          return text;
        },
      });
      return error;
    },
  });
}

/** The element `html` was the outer HTML of, rebuilt detached from the (by now changed) page. */
function parse(html: string, tag: string): Element | undefined {
  if (tag === 'HTML' || tag === 'BODY') {
    const page = new DOMParser().parseFromString(html, 'text/html');
    return tag === 'HTML' ? page.documentElement : page.body;
  }
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild ?? undefined;
}
