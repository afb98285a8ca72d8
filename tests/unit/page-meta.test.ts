import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from '../../src/lib/page-meta';
import { contentJson } from './site-content';

/** What usePageMeta gives on the page whose route id is `path`, rendered as the pre-render step does. */
function metaAt(path: string): ReturnType<typeof usePageMeta> {
  let meta: ReturnType<typeof usePageMeta> | undefined;
  const Probe = () => {
    meta = usePageMeta();
    return null;
  };
  const router = createMemoryRouter([{ id: '/layout', path: '/', children: [{ id: path, path, Component: Probe }] }], { initialEntries: [path] });
  renderToString(createElement(RouterProvider, { router }));
  return meta!;
}

const pages = contentJson<{ pages: Array<{ path: string }> }>('site/pages.json').pages;

describe('the title and description of a fixed page', () => {
  it('come from pages.json, for the innermost route', () => {
    expect(metaAt('/tourism')).toEqual({ ...pages.find((page) => page.path === '/tourism'), noindex: false });
  });

  it('say when a page is not to be indexed', () => {
    expect(metaAt('/doctor-dashboard')).toEqual({ ...pages.find((page) => page.path === '/doctor-dashboard'), noindex: true });
  });

  it('must exist for every page that asks', () => {
    expect(() => metaAt('/nowhere')).toThrow('content/site/pages.json has no entry for /nowhere');
  });
});
