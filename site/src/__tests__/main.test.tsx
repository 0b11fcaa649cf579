describe('starting the site', () => {
  it('refuses to start without the #root element', async () => {
    document.body.innerHTML = '';
    await jest.isolateModulesAsync(async () => {
      await expect(import('../main')).rejects.toThrow('No #root element in DOM');
    });
  });
});
