import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Arabic lays the page out mirrored, which works only with logical utilities (ms-/me-/ps-/pe-/
// start-/end-/text-start/rounded-s/border-s). The rules: docs/decisions/0004-right-to-left.md.

const physical =
  /(?<=^|[\s"'`:])-?(?:(?:m[lr]|p[lr]|left|right|scroll-[mp][lr])-[^\s"'`]+|(?:rounded-[lr]|rounded-[tb][lr]|border-[lr])(?:-[^\s"'`]+)?(?=[\s"'`]|$)|(?:text|float|clear)-(?:left|right)(?=[\s"'`]|$))/gm;

// Centring (`left-1/2 -translate-x-1/2`) is the same in both directions.
const allowed = new Set(['left-1/2']);

function physicalClasses(source: string): string[] {
  return [...source.matchAll(physical)].map((m) => m[0]).filter((c) => !allowed.has(c.replace(/^-/, '')));
}

/** lucide icons that point left or right (ArrowLeft, ChevronRight, ...) must flip in RTL. */
function unflippedIcons(source: string): string[] {
  const imported = /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/.exec(source)?.[1] ?? '';
  const directional = imported
    .split(',')
    .map(
      (n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    )
    .filter((n) => /Left|Right/.test(n) && !/Left.*Right|Right.*Left/.test(n));
  return directional.flatMap((name) =>
    [...source.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))]
      .filter((m) => !m[0].includes('rtl:-scale-x-100'))
      .map(() => name),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

describe('logical CSS', () => {
  it('finds physical direction utilities, including behind variants', () => {
    expect(
      physicalClasses('className="ml-auto pr-4 md:pl-2 focus:left-2 -mr-1 text-right rounded-l-md border-r"'),
    ).toEqual(['ml-auto', 'pr-4', 'pl-2', 'left-2', '-mr-1', 'text-right', 'rounded-l-md', 'border-r']);
    expect(
      physicalClasses(
        'className="ms-auto pe-4 start-3 text-start rounded-lg border-red-600 left-1/2 -translate-x-1/2 mx-2"',
      ),
    ).toEqual([]);
  });

  it('finds left/right icons that do not flip under dir=rtl', () => {
    const source = `import { ArrowLeft, ArrowLeftRight, ChevronRight as Next, Search } from 'lucide-react';
      <ArrowLeft className="size-4" /> <Next className="size-4 rtl:-scale-x-100" /> <ArrowLeftRight /> <Search />`;
    expect(unflippedIcons(source)).toEqual(['ArrowLeft']);
  });

  it('every left/right icon in the client flips under dir=rtl', () => {
    const root = join(import.meta.dirname, '..');
    const found = sourceFiles(root).flatMap((file) =>
      unflippedIcons(readFileSync(file, 'utf8')).map((icon) => `${relative(root, file)}: <${icon}>`),
    );
    expect(found).toEqual([]);
  });

  it('no client component uses physical left/right utilities', () => {
    const root = join(import.meta.dirname, '..');
    const found = sourceFiles(root).flatMap((file) =>
      physicalClasses(readFileSync(file, 'utf8')).map((c) => `${relative(root, file)}: ${c}`),
    );
    expect(found).toEqual([]);
  });
});
