import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickParentOrigin } from '../../app/features/auth/embed/embed-messages';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('which framing page may hear the embedded pages', () => {
  const allowed = ['https://partner.example', 'https://shop.example:8443'];
  it.each([
    ['an allowed referrer', 'https://partner.example/account/login?x=1', null, 'https://partner.example'],
    ['an allowed origin with a port', 'https://shop.example:8443/', null, 'https://shop.example:8443'],
    ['the same host over http', 'http://partner.example/', null, null],
    ['a look-alike host', 'https://partner.example.evil.test/', null, null],
    ['no referrer', '', null, null],
    ['a referrer the ancestor list contradicts', 'https://partner.example/', 'https://evil.test', null],
    ['a referrer the ancestor list confirms', 'https://partner.example/', 'https://partner.example', 'https://partner.example'],
  ])('%s', (_name, referrer, ancestor, expected) => {
    expect(pickParentOrigin(referrer, allowed, ancestor)).toBe(expected);
  });

  it('posts only to the allowed parent origin, never to "*"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ origins: ['https://partner.example'] }), { status: 200 })));
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://partner.example/login');
    const { postToParent } = await import('../../app/features/auth/embed/embed-messages');
    await postToParent('LOGIN_ERROR', { error: 'errors.invalidCredentials' });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: 'herptrack', type: 'LOGIN_ERROR', error: 'errors.invalidCredentials' }, 'https://partner.example');
  });

  it('stays silent for a framing page that is not allowed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ origins: ['https://partner.example'] }), { status: 200 })));
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://evil.test/');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { postToParent } = await import('../../app/features/auth/embed/embed-messages');
    await postToParent('LOGIN_SUCCESS', { accessToken: 'secret' });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
