import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The import boundaries are Biome overrides (docs/decisions/037). Biome cannot say "every folder
 * under features/", so each feature has an entry naming the others; this test notices a feature
 * folder that was added without one, or an entry that names a feature that is gone.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
type Override = {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } } } };
};

const biome = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as { overrides: Override[] };
const features = fs
  .readdirSync(path.join(ROOT, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const groupOf = (override: Override) =>
  override.linter?.rules?.style?.noRestrictedImports?.options.patterns.flatMap((p) => p.group) ?? [];

describe('import boundaries in biome.json', () => {
  it('keeps each feature from importing every other feature', () => {
    for (const feature of features) {
      const entry = biome.overrides.find((o) => o.includes.includes(`web/src/features/${feature}/**`));
      expect(entry, `biome.json has no override for web/src/features/${feature}`).toBeDefined();
      const restricted = groupOf(entry as Override).filter((glob) => !glob.startsWith('!'));
      const others = features.filter((other) => other !== feature).map((other) => `**/${other}/**`);
      expect(restricted.sort(), feature).toEqual(others.sort());
    }
  });

  it('has no entry for a feature that is gone', () => {
    const named = biome.overrides
      .flatMap((o) => o.includes)
      .map((glob) => /^web\/src\/features\/([^/]+)\/\*\*$/.exec(glob)?.[1])
      .filter((name): name is string => Boolean(name));
    expect(named.sort()).toEqual(features);
  });
});
