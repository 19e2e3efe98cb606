import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPaths, serverRoot } from './paths';

describe('serverPaths', () => {
  it('finds the server package from the source and names the files the server reads', () => {
    expect(path.basename(serverRoot)).toBe('server');
    expect(existsSync(path.join(serverPaths.migrations, 'meta/_journal.json'))).toBe(true);
    expect(path.relative(serverRoot, serverPaths.webDist)).toBe(path.join('..', 'web', 'dist'));
    expect(path.relative(serverRoot, serverPaths.adminDist)).toBe(path.join('..', 'admin', 'dist'));
    expect(path.relative(serverRoot, serverPaths.originalsDist)).toBe(path.join('..', 'originals', 'dist'));
  });
});
