import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const folder = 'docs/decisions';

it('lists every decision record in the index, by its number and title', () => {
  const index = readFileSync(`${folder}/README.md`, 'utf8');
  const records = readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name));
  expect(records.length).toBeGreaterThan(0);
  for (const name of records) {
    const title = readFileSync(`${folder}/${name}`, 'utf8').split('\n')[0]?.split('—')[1]?.trim();
    expect(index, name).toContain(`| [${name.slice(0, 4)}](${name}) | ${title} |`);
  }
});
