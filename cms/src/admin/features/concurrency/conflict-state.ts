// Whether the conflict dialog is open, outside React: the edit view mounts the dialog again when
// its side panel moves into the bottom drawer on a narrower window, and it must stay open then.

let open = false;
const listeners = new Set<() => void>();

export const conflict = {
  get: () => open,
  set: (value: boolean) => {
    open = value;
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
