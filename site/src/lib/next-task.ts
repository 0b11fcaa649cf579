// Resolves in a task of its own, after the one running now: code that loads in steps (the app's
// chunks, the form's) lets the browser paint and answer input between them, instead of making
// one long task of all of them.

export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
