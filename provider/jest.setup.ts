// Each test file builds its own databases; a first run also migrates the cached template (slow on 2 cores).
jest.setTimeout(30_000);
