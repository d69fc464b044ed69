import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { defaultLanguage, languageCodes } from '../../../shared/i18n/languages';
import { supportLimits } from '../../../shared/support/constants';
import type { Guide, GuideCard, MarkedText } from '../../../shared/support/schema';
import { shippedFolder } from '../../shipped-files';

/**
 * The exporter guides: content/guides/<slug>/<language>.md, each with a front matter (title,
 * summary, updated; `order` in the English one). Read once at start and searched in memory: a
 * handful of pages, so an index would cost more than it saves.
 */
interface Version {
  title: string;
  summary: string;
  updated: string;
  html: string;
  headings: Guide['headings'];
  /** The body as plain text, for searching and excerpts. */
  text: string;
}
type Library = { slug: string; order: number; versions: Map<string, Version> }[];

// Raw HTML in a guide is shown as text; markdown-it's own check drops javascript: and data: links.
const md = new MarkdownIt({ html: false, linkify: true });

function frontMatter(source: string) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const fields: Record<string, string> = {};
  for (const line of match?.[1]?.split('\n') ?? []) {
    const at = line.indexOf(':');
    if (at > 0) fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { fields, body: source.slice(match?.[0].length ?? 0) };
}

function readVersion(source: string) {
  const { fields, body } = frontMatter(source);
  const tokens = md.parse(body, {});
  const headings: Guide['headings'] = [];
  const text: string[] = [];
  for (const [i, token] of tokens.entries()) {
    if (token.type === 'inline') {
      text.push((token.children ?? []).map((c) => (c.type === 'softbreak' ? ' ' : c.content)).join(''));
    } else if (token.type === 'heading_open' && token.tag === 'h2') {
      const id = `section-${headings.length + 1}`;
      token.attrSet('id', id);
      headings.push({ id, text: tokens[i + 1]?.content ?? '' });
    }
  }
  for (const token of tokens.flatMap((t) => t.children ?? []))
    if (token.type === 'link_open' && /^https?:/.test(String(token.attrGet('href')))) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
  const version: Version = {
    title: fields.title ?? '',
    summary: fields.summary ?? '',
    updated: fields.updated ?? '',
    html: md.renderer.render(tokens, md.options, {}),
    headings,
    text: text.join(' · '),
  };
  return { version, order: Number(fields.order) || 0 };
}

/** The guides shipped with the server: every folder with an English version. */
export function guideSlugs(dir = shippedFolder('guides')): string[] {
  return readdirSync(dir).filter((slug) => existsSync(join(dir, slug, `${defaultLanguage}.md`)));
}

export function loadGuides(dir = shippedFolder('guides')): Library {
  const library: Library = [];
  for (const slug of readdirSync(dir)) {
    const versions = new Map<string, Version>();
    let order = 0;
    for (const language of languageCodes) {
      let source: string;
      try {
        source = readFileSync(join(dir, slug, `${language}.md`), 'utf8');
      } catch {
        continue;
      }
      const read = readVersion(source);
      versions.set(language, read.version);
      if (language === defaultLanguage) order = read.order;
    }
    if (versions.has(defaultLanguage)) library.push({ slug, order, versions });
  }
  return library.sort((a, b) => a.order - b.order);
}

/** The reader's version of a guide, else English. */
function versionFor(guide: Library[number], language: string) {
  const own = guide.versions.get(language);
  const version = own ?? (guide.versions.get(defaultLanguage) as Version);
  return { version, facts: { slug: guide.slug, ...pick(version), translated: !!own } };
}
const pick = ({ title, summary, updated }: Version) => ({ title, summary, updated });

export function readGuide(library: Library, slug: string, language: string): Guide | null {
  const guide = library.find((g) => g.slug === slug);
  if (!guide) return null;
  const { version, facts } = versionFor(guide, language);
  return { ...facts, html: version.html, headings: version.headings };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words that start with one of `words` ('regist' finds 'registration'; 'iec' not 'piece'). */
const wordStart = (words: string[], flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${words.map(escapeRegExp).join('|')})`, flags);

/** The words of a query: letters and digits of any script, at most `queryWords`. */
export function queryWords(q: string): string[] {
  const words = q
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, supportLimits.queryWords);
}

/** `text` cut where `pattern` matches, the matches marked. */
function mark(text: string, pattern: RegExp | null): MarkedText {
  if (!pattern) return [{ text, hit: false }];
  const parts: MarkedText = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), hit: false });
    parts.push({ text: m[0], hit: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false });
  return parts;
}

/** About 200 characters of `text` around its first match, cut at spaces. */
function excerpt(text: string, at: number) {
  let start = Math.max(0, at - 60);
  let end = Math.min(text.length, at + 140);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * The guides in the reader's language (English where there is no translation) whose title,
 * summary or body hold every word of `q`; titles matching first. Without a query, all of them.
 */
export function searchGuides(library: Library, language: string, q: string): GuideCard[] {
  const words = queryWords(q);
  const any = words.length ? wordStart(words, 'giu') : null;
  const each = words.map((w) => wordStart([w], 'iu'));
  const found: { card: GuideCard; score: number }[] = [];
  for (const guide of library) {
    const { version, facts } = versionFor(guide, language);
    const haystack = `${version.title} ${version.summary} ${version.text}`;
    if (!each.every((w) => w.test(haystack))) continue;
    const inTitle = each.filter((w) => w.test(version.title)).length;
    const first = any ? version.text.search(any) : -1;
    const inSummary = !any || wordStart(words, 'iu').test(version.summary);
    found.push({
      score: inTitle,
      card: {
        ...facts,
        titleMarked: mark(version.title, any),
        excerpt: mark(inSummary || first < 0 ? version.summary : excerpt(version.text, first), any),
      },
    });
  }
  // A stable sort: equal scores keep the guides' own order.
  return found.sort((a, b) => b.score - a.score).map((f) => f.card);
}
