import '@testing-library/jest-dom';

afterEach(() => {
  jest.restoreAllMocks();
  // The lead form keeps a draft in localStorage: each test starts with none, as a new visitor.
  // (Not in the tests that run in Node, as the prerender does.)
  if (typeof window !== 'undefined') window.localStorage.clear();
});
