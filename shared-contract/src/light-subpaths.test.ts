describe('the subpaths a page reads before any call', () => {
  it.each(['./constants', './safer-gambling-messages', './money', './path', './account-rules'])('%s evaluates no TypeBox', async (path) => {
    const evaluated: string[] = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@sinclair/typebox', () => {
        evaluated.push('@sinclair/typebox');
        return jest.requireActual('@sinclair/typebox');
      });
      await import(path);
      // The schemas do: this check would see them.
      expect(evaluated).toEqual([]);
      await import('./index');
      expect(evaluated).toEqual(['@sinclair/typebox']);
    });
  });
});
