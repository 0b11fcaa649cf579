import { IDLE_FALLBACK_DELAY_MS, whenIdle } from '../lib/when-idle';

type IdleWindow = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
const idleWindow = window as unknown as IdleWindow;

afterEach(() => {
  delete idleWindow.requestIdleCallback;
  delete idleWindow.cancelIdleCallback;
  jest.useRealTimers();
});

describe('whenIdle', () => {
  it("waits for the browser's idle callback, with a deadline for a busy page", () => {
    const callbacks: (() => void)[] = [];
    const request = jest.fn((callback: () => void) => callbacks.push(callback));
    idleWindow.requestIdleCallback = request;
    idleWindow.cancelIdleCallback = jest.fn();
    const task = jest.fn();

    whenIdle(task, 1500);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    expect(task).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('is cancelled with the idle callback', () => {
    idleWindow.requestIdleCallback = jest.fn(() => 7);
    const cancel = jest.fn();
    idleWindow.cancelIdleCallback = cancel;
    whenIdle(jest.fn())();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where there is no requestIdleCallback (Safari)', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
