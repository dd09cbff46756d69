import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inline-entry-css.config';

function transform(html: string, assets: Record<string, string>) {
  const bundle = Object.fromEntries(
    Object.entries(assets).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]),
  );
  const hook = inlineEntryCss().transformIndexHtml as {
    handler: (html: string, context: IndexHtmlTransformContext) => string;
  };
  return hook.handler(html, { bundle } as unknown as IndexHtmlTransformContext);
}

describe('inlineEntryCss', () => {
  it("puts an entry's stylesheet into the page with the CSP nonce, leaving other links alone", () => {
    const html =
      '<link rel="icon" href="/brand/x.svg" />' +
      '<link rel="stylesheet" crossorigin href="/portal/assets/shared-a.css" nonce="__CSP_NONCE__">';
    expect(transform(html, { 'assets/shared-a.css': '.p-page{margin:0}' })).toBe(
      '<link rel="icon" href="/brand/x.svg" /><style nonce="__CSP_NONCE__">.p-page{margin:0}</style>',
    );
  });

  it('keeps the link of a file it does not know or whose text could end the style element', () => {
    const link = '<link rel="stylesheet" crossorigin href="/portal/assets/b.css">';
    expect(transform(link, {})).toBe(link);
    expect(transform(link, { 'assets/b.css': 'a::after{content:"</style>"}' })).toBe(link);
  });
});
