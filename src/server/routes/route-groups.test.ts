import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ROUTE_GROUPS } from './route-groups.js';

const ROUTES_DIR = dirname(fileURLToPath(import.meta.url));
/** Served outside /api (photo files at /photos/...), so registered by buildApp itself. */
const OUTSIDE_API = new Set(['public/photos.routes.ts']);

describe('API route groups', () => {
  it.each(Object.keys(API_ROUTE_GROUPS) as (keyof typeof API_ROUTE_GROUPS)[])(
    'lists every route plugin of routes/%s once',
    async (group) => {
      const files = readdirSync(join(ROUTES_DIR, group)).filter(
        (file) => file.endsWith('.routes.ts') && !OUTSIDE_API.has(`${group}/${file}`),
      );
      const plugins = [];
      for (const file of files) {
        const module: Record<string, unknown> = await import(join(ROUTES_DIR, group, file));
        plugins.push(
          ...Object.entries(module)
            .filter(([name]) => name.endsWith('Routes'))
            .map(([, plugin]) => plugin),
        );
      }
      expect(plugins.length).toBe(files.length);
      expect(new Set(API_ROUTE_GROUPS[group])).toEqual(new Set(plugins));
      expect(API_ROUTE_GROUPS[group].length).toBe(plugins.length);
    },
  );
});
