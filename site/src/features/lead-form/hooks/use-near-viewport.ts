// True once the element comes within a screen's height of the viewport (and from then on).
// The form renders then: its chunk is already downloaded, and the page's first seconds stay free
// for what the visitor sees. Without IntersectionObserver the answer is true at once.

import { useEffect, useState, type RefObject } from 'react';

export const useNearViewport = (target: RefObject<Element>, margin = '100% 0px'): boolean => {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);

  return near;
};
