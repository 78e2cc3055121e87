import { describe, expect, it, vi } from 'vitest';

describe('zod without eval in the browser (app/lib/zod-jitless.ts)', () => {
  it('is read by zod when it loads after the app set it, so its first parse does not probe eval', async () => {
    vi.resetModules();
    const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    const before = scope.__zod_globalConfig;
    delete scope.__zod_globalConfig;
    try {
      await import('../../app/lib/zod-jitless');
      const { z } = await import('zod');
      expect(z.config().jitless).toBe(true);
      const NativeFunction = globalThis.Function;
      const probes = vi.fn();
      globalThis.Function = new Proxy(NativeFunction, { construct: (target, args) => { probes(); return Reflect.construct(target, args) as object; } });
      try {
        expect(z.object({ name: z.string() }).parse({ name: 'Nagini' })).toEqual({ name: 'Nagini' });
      } finally {
        globalThis.Function = NativeFunction;
      }
      expect(probes).not.toHaveBeenCalled();
    } finally {
      scope.__zod_globalConfig = before;
    }
  });
});
