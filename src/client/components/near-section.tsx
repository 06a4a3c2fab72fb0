import { type ComponentType, Suspense, use } from 'react';

/** How near the screen a section is when its code starts loading. */
const NEAR_MARGIN = '300px 0px';

/** A section whose code loads when the visitor nears it; `preload()` loads it at once. */
export type NearSection<P extends object> = ComponentType<P> & { preload(): Promise<void> };

const sections: NearSection<never>[] = [];

/**
 * A section below the first screen whose code loads when the visitor nears it (DESIGN §8), so a
 * phone loading `/` neither downloads nor hydrates what it has not scrolled to. The server draws
 * the section in full (its pre-render preloads every such section); in the browser React keeps
 * that markup as it is, a Suspense boundary waiting for the code, and hydrates it when the code
 * has come. `find` picks the section's element in the server's markup: its nearing the screen
 * starts the download. Drawn without that markup (the browser draws the page itself), it loads
 * at once. A failed download leaves the server's markup in place.
 */
export function nearSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  find: () => Element | null,
): NearSection<P> {
  let Loaded: ComponentType<P> | undefined;
  let arrived: Promise<void> | undefined;
  const preload = () => {
    arrived ??= load().then((component) => {
      Loaded = component;
    });
    return arrived;
  };
  let near: Promise<void> | undefined;
  const whenNear = () => {
    near ??= new Promise<void>((resolve) => {
      const fetch = () =>
        preload().then(resolve, (error: unknown) =>
          console.warn('A section of the page could not be loaded', error),
        );
      const element = find();
      if (!element || typeof IntersectionObserver === 'undefined') {
        void fetch();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          void fetch();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(element);
    });
    return near;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section at module level, never during a render.
  function Section(props: P) {
    if (!Loaded) use(whenNear());
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: as above.
  function Near(props: P) {
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  }
  const section = Object.assign(Near, { preload });
  sections.push(section as NearSection<never>);
  return section;
}

/** Loads every near section's code (the server's pre-render draws them in full). */
export async function preloadNearSections(): Promise<void> {
  await Promise.all(sections.map((section) => section.preload()));
}
