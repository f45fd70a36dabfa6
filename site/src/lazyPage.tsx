import { type ComponentType, lazy } from 'react';

export interface LazyPage {
  Component: ComponentType;
  /** Loads the chunk; afterwards the page renders synchronously (prerendering, hydration). */
  preload(): Promise<void>;
}

/**
 * A route component in its own chunk. Unlike a bare React.lazy, it can be loaded ahead of
 * rendering: the prerender script does so to put the page's HTML in the file, and the browser
 * does so before hydrating that HTML, so hydration never meets a Suspense fallback that the
 * server did not render.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module.default;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }

  return { Component: Page, preload: () => preload().then(() => undefined) };
}
