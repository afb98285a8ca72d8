import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps patients' words in content (eslint.config.js): a template that types
// text fails `npm run lint`; punctuation between values passes.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, filePath = 'src/pages/TextFixture.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => ['react/jsx-no-literals', 'no-restricted-syntax'].includes(message.ruleId ?? '')).map((message) => message.message);
}

describe('a template with text in it', () => {
  it('fails for words between tags, in braces and in a read attribute', { timeout: 60_000 }, async () => {
    expect(await problems(`export const A = () => <p>Total package price</p>;`)).toHaveLength(1);
    expect(await problems(`export const A = () => <p>{'Your hospital'}</p>;`)).toHaveLength(1);
    expect(await problems('export const A = ({ n }: { n: number }) => <p>{`${n} reviews`}</p>;')).toHaveLength(1);
    expect(await problems(`export const A = () => <nav aria-label="Quick actions" />;`)).toHaveLength(1);
    expect(await problems(`export const A = () => <img alt="A hospital ward" src="/x.svg" />;`)).toHaveLength(1);
  });

  it('fails in islands, components and the care-team pages too', { timeout: 60_000 }, async () => {
    for (const filePath of ['src/islands/TextFixture.tsx', 'src/components/TextFixture.tsx', 'src/care-team/TextFixture.tsx'])
      expect(await problems(`export const A = () => <p>Skip to main content</p>;`, filePath)).toHaveLength(1);
  });

  it('fails for a comma, a middle dot, a colon or quotation marks typed between values: each language joins facts with its own (common.json joiners)', { timeout: 60_000 }, async () => {
    for (const glue of [', ', ' · ', ': '])
      expect(await problems(`export const A = ({ name, city }: { name: string; city: string }) => <p>{name}${glue}{city}</p>;`), glue).toHaveLength(1);
    expect(await problems(`export const A = ({ quote }: { quote: string }) => <p>“{quote}”</p>;`)).not.toHaveLength(0);
  });

  it('passes for values from content in brackets, and for attributes nobody reads', { timeout: 60_000 }, async () => {
    const code = `export const A = ({ name, percent }: { name: string; percent: number }) => (
      <p className="note" id="place" data-testid="place">
        {name} ({percent})
      </p>
    );`;
    expect(await problems(code)).toEqual([]);
  });
});
