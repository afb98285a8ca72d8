import { createRequire } from 'node:module';
import type grayMatterModule from 'gray-matter';
import type * as YamlModule from 'yaml';

/**
 * The YAML parser and gray-matter, loaded on first use. A run whose front matter all comes
 * from the cache or the fast path (the common case) never needs them, and loading them costs
 * a tenth of a second on every run.
 */
const require = createRequire(import.meta.url);

let yamlModule: typeof YamlModule | undefined;
export const yaml = (): typeof YamlModule => (yamlModule ??= require('yaml') as typeof YamlModule);

let matterModule: typeof grayMatterModule | undefined;
export const grayMatter = (): typeof grayMatterModule => (matterModule ??= require('gray-matter') as typeof grayMatterModule);
