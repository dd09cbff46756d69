import type { IndexHtmlTransformContext, Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"[^>]*? href="\/portal\/([^"]+\.css)"[^>]*>/g;

/**
 * An entry page's own stylesheets (the login page's plain CSS, a few KiB) inlined into its HTML, in a
 * <style> with the page's CSP nonce: a linked stylesheet blocks the first paint until it has arrived,
 * which held the login page's first paint (the brand bar) back by a round trip on a slow connection.
 * The CSS files stay in the bundle for the lazy chunks that link them.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'portal:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html: string, { bundle }: IndexHtmlTransformContext) =>
        html.replace(STYLESHEET, (tag, fileName: string) => {
          const asset = bundle?.[fileName];
          const css = asset?.type === 'asset' ? String(asset.source) : undefined;
          return css && !css.includes('</') ? `<style nonce="__CSP_NONCE__">${css}</style>` : tag;
        }),
    },
  };
}
