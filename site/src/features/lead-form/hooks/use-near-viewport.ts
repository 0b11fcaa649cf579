// True once the element comes within a screen's height of the viewport (and from then on).
// The form renders then: its chunk is already downloaded, and the page's first seconds stay free
// for what the visitor sees. Without IntersectionObserver the answer is true at once.

import { useCallback, useRef, useSyncExternalStore, type RefObject } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

export const useNearViewport = (target: RefObject<Element>, margin = '100% 0px'): boolean => {
  const seen = useRef(false);

  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = target.current;
      if (seen.current || !element || !canObserve()) return () => undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          seen.current = true;
          observer.disconnect();
          onChange();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [target, margin],
  );

  // The server snapshot (false) is what the prerendered HTML and the render hydrating it see;
  // React renders again with the browser's answer right after hydration.
  return useSyncExternalStore(
    subscribe,
    () => seen.current || !canObserve(),
    () => false,
  );
};
