import '@testing-library/jest-dom';

afterEach(() => {
  jest.restoreAllMocks();
  // The lead form keeps a draft in localStorage: each test starts with none, as a new visitor.
  window.localStorage.clear();
});
