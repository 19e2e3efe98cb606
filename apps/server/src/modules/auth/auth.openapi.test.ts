import { apiPaths } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#testing/index';

describe('OpenAPI document of the member-account calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ modules: [], seedDemo: false });
  });
  afterAll(() => t.close());

  it('documents every call with its body, its answer and, where guarded, the bearer scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${apiPaths.docs}/json` })).json();
    const posts = [apiPaths.verifyUser, apiPaths.verifyPin, apiPaths.register, apiPaths.login];
    for (const path of posts) {
      expect(doc.paths[path]?.post?.requestBody, path).toBeDefined();
      expect(doc.paths[path]?.post?.responses['200'], path).toBeDefined();
    }
    expect(
      Object.keys(doc.paths[apiPaths.login].post.requestBody.content['application/json'].schema.properties),
    ).toEqual(expect.arrayContaining(['userName', 'password']));
    for (const [path, method] of [
      [apiPaths.logout, 'post'],
      [apiPaths.me, 'get'],
      [apiPaths.updateProfile, 'post'],
      [apiPaths.changePassword, 'post'],
      [apiPaths.balance, 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.security, path).toEqual([{ bearer: [] }]);
    }
  });
});
